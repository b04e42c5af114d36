import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { component, COURSE_ID, COMPONENT_ID, INSTRUCTOR, LESSON_1, PAGE_2, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

afterEach(resetBrowserState);

const PAGE_PREVIEW = {
  _id: PAGE_2,
  title: 'Draft page',
  subtitle: null,
  draft: true,
  proficiency: null,
  lesson_id: LESSON_1,
  contents: [component()],
  recommended: [component({ _id: '6b01345d00000000000000b2', title: 'Further reading' })],
  instructor_notes: [],
};

describe('page edit preview /{pageId}/preview', () => {
  it("renders the page's components through their Views, drafts included, with the way back to the editor", async () => {
    renderApp({
      path: `/${PAGE_2}/preview?course=${COURSE_ID}`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: { [`GET /server/preview/collection/pages/${PAGE_2}/${COURSE_ID}`]: { body: PAGE_PREVIEW } },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Draft page' });
    expect(within(heading.parentElement!).getByText('Draft')).toBeTruthy();
    expect(screen.getAllByTestId('note-view')[0]!.textContent).toBe('Hello from the test plugin (presentation)');
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}/${PAGE_2}/edit`);
    await userEvent.click(screen.getByRole('button', { name: 'Additional Materials and Instructor Resources' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Further reading' })).toBeTruthy();
  });

  it('explains a preview link without its course', async () => {
    renderApp({ path: `/${PAGE_2}/preview`, user: INSTRUCTOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeTruthy();
  });

  it('is not offered to students', async () => {
    renderApp({ path: `/${PAGE_2}/preview?course=${COURSE_ID}`, user: STUDENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('component preview /preview/{moduleType}/{moduleId}', () => {
  it("renders the component through its plugin's View", async () => {
    const { server } = renderApp({
      path: `/preview/note/${COMPONENT_ID}?course=${COURSE_ID}`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: { [`GET /server/preview/note/${COMPONENT_ID}/${COURSE_ID}`]: { body: component() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'A note' })).toBeTruthy();
    expect(screen.getByTestId('note-view').textContent).toBe('Hello from the test plugin (presentation)');
    expect(server.calls.some((call) => call.path === `/server/preview/note/${COMPONENT_ID}/${COURSE_ID}`)).toBe(true);
  });

  it('shows the not-found screen when the component is not there', async () => {
    renderApp({
      path: `/preview/note/${COMPONENT_ID}?course=${COURSE_ID}`,
      user: INSTRUCTOR,
      routes: { [`GET /server/preview/note/${COMPONENT_ID}/${COURSE_ID}`]: { status: 404, body: { errno: 'not-found', error: 'Not found' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
