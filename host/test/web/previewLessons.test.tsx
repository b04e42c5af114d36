import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { component, COURSE_ID, LESSON_1, PAGE_2 } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

const axeViolations = async () =>
  (await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

const DEMO = {
  course: { _id: COURSE_ID, title: 'Biology 101' },
  lessons: [
    {
      _id: LESSON_1,
      title: 'Cells',
      subtitle: null,
      description: null,
      pages: [
        {
          _id: PAGE_2,
          title: 'What is a cell',
          type: 'page',
          draft: false,
          proficiency: null,
          course: { _id: COURSE_ID, title: 'Biology 101' },
          lesson: { _id: LESSON_1, title: 'Cells' },
          contents: [
            component(),
            component({ _id: '6b01345d00000000000000c1', title: 'Check yourself', type: 'assessment', plugin: 'assessment' }),
            component({ _id: '6b01345d00000000000000c2', title: 'Discuss', type: 'board', plugin: 'board' }),
          ],
          recommended: [],
        },
      ],
    },
  ],
};

const demoRoutes = { [`GET /server/preview_lessons/${COURSE_ID}/`]: { body: DEMO } };

describe('preview-lessons demo /preview-lessons?course= (issue 26 item 7)', () => {
  it('shows the preview lessons without an account, with panels for what needs one, and is axe-clean', async () => {
    renderApp({ path: `/preview-lessons?course=${COURSE_ID}`, user: null, manifests: [testNotesPlugin], routes: demoRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Biology 101' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cells' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'What is a cell' })).toBeTruthy();
    expect((await screen.findByTestId('note-view')).textContent).toContain('(student)');
    expect(within(screen.getByRole('region', { name: 'Check yourself' })).getByText('Assessment is not enabled for this demo lesson')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Discuss' })).getByText('Board is not enabled for this demo lesson')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/register/${COURSE_ID}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('prompts to sign up every 24 s; the prompt is dismissable from the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp({ path: `/preview-lessons?course=${COURSE_ID}`, user: null, manifests: [testNotesPlugin], routes: demoRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Biology 101' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(23_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1_500));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(within(dialog).getByText('Would you like to sign up to see full functionality?')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/register/${COURSE_ID}`);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Not now');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(24_500));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
  });

  it("says so when the course has no preview lessons", async () => {
    renderApp({
      path: `/preview-lessons?course=${COURSE_ID}`,
      user: null,
      routes: { [`GET /server/preview_lessons/${COURSE_ID}/`]: { status: 404, body: { errno: 'not-found', error: 'This course has no preview lessons.' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeTruthy();
    expect(screen.getByText('This course has no preview lessons.')).toBeTruthy();
  });
});

describe('the way to the demo (issue 26 item 7)', () => {
  it('is offered on /register/{courseId} when the course has preview lessons', async () => {
    renderApp({ path: `/register/${COURSE_ID}`, user: null, routes: demoRoutes });
    const link = await screen.findByRole('link', { name: 'Try the preview lessons of Biology 101' });
    expect(link.getAttribute('href')).toBe(`/preview-lessons?course=${COURSE_ID}`);
  });
});
