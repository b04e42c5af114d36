import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { SEARCH_MESSAGES, type SearchAnswer } from '@lms/sdk/calls';
import { COURSE_ID, LESSON_1, PAGE_1, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { courseRoutes } from './ongoingCourseSupport.ts';

afterEach(resetBrowserState);

const SEARCH = (q: string) => `GET /server/search/${COURSE_ID}?q=${encodeURIComponent(q)}`;

const ANSWER: SearchAnswer = {
  hits: [
    {
      kind: 'component',
      _id: '6b01345d00000000000000c1',
      title: 'Pigments',
      // Course text that looks like markup stays text; only the delimiters make highlights.
      snippet: 'Chlorophyll <img src=x onerror=alert(1)> absorbs \uE000light\uE001 and \uE000Light\uE001 again',
      lesson: { _id: LESSON_1, title: 'Lesson 1' },
      page: { _id: PAGE_1, title: 'Light reactions' },
      component_type: 'html',
      match: 'words',
    },
    { kind: 'lesson', _id: LESSON_1, title: 'Lesson 1', snippet: '', lesson: { _id: LESSON_1, title: 'Lesson 1' }, page: null, component_type: null, match: 'similar' },
  ],
  more: false,
};

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('/{courseId}/search', () => {
  it('shows ranked hits linking to their page, with highlights built as <mark> elements, never as HTML', async () => {
    renderApp({ path: `/${COURSE_ID}/search?q=light`, user: STUDENT, routes: courseRoutes('student', { [SEARCH('light')]: { body: ANSWER } }) });
    const results = await screen.findByRole('region', { name: 'Results for light' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Pigments' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}/${PAGE_1}`);
    expect(within(items[1]!).getByRole('link', { name: 'Lesson 1' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}`);
    const marks = [...items[0]!.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['light', 'Light']);
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(items[0]!.textContent).toContain('Chlorophyll <img src=x onerror=alert(1)> absorbs light and Light again');
    expect(within(results).getByRole('status').textContent).toBe('2 results.');
    expect(await violations(document.body)).toEqual([]);
  });

  it("refuses a query shorter than the spec's rule before asking, and searches from the form with the keyboard", async () => {
    const user = userEvent.setup();
    renderApp({ path: `/${COURSE_ID}/search`, user: STUDENT, routes: courseRoutes('student', { [SEARCH('light')]: { body: ANSWER } }) });
    const box = await screen.findByRole('searchbox', { name: 'Search this course' });
    await user.type(box, 'li{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_MESSAGES.course);
    await user.type(box, 'ght{Enter}');
    expect(await screen.findByRole('link', { name: 'Pigments' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens from the header's search box on a course screen, which applies the same rule first", async () => {
    const user = userEvent.setup();
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes('student', { [SEARCH('light')]: { body: ANSWER } }) });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search this course' });
    await user.type(box, 'li{Enter}');
    expect(await screen.findByText(SEARCH_MESSAGES.course)).toBeTruthy();
    await user.type(box, 'ght{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pigments' })).toBeTruthy();
  });
});
