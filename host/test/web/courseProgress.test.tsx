import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { COURSE_ID, LESSON_2, OUTLINE, PAGE_3, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

/** Issue 21 item 7: the course cards and the course home show a student's progress and what is due next, from GET dashboard/. */

const TAUGHT = '6b01345dd0f1c9a1b685f1a1';
const EMPTY = '6b01345dd0f1c9a1b685f1a2';
const DUE = '2030-03-07T09:00:00.000Z';
const DASHBOARD = {
  courses: [
    { course_id: COURSE_ID, pages: 5, pages_visited: 3, activities: 4, activities_done: 1, due_next: { activity_id: 'a1', title: 'Rivers quiz', due_date: DUE, link: `/${COURSE_ID}/${LESSON_2}/${PAGE_3}` }, score: 82.5 },
    { course_id: EMPTY, pages: 1, pages_visited: 0, activities: 0, activities_done: 0, due_next: null, score: null },
  ],
  computed_at: '2030-03-04T09:00:00.000Z',
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': {
      body: {
        courses: [
          { _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student', end_date: null },
          { _id: EMPTY, title: 'Empty Course', subtitle: null, role: 'student', end_date: null },
          { _id: TAUGHT, title: 'Taught Course', subtitle: null, role: 'instructor', end_date: null },
        ],
      },
    },
    'GET /server/dashboard/': { body: DASHBOARD },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/user/last_activity/${COURSE_ID}`]: { body: { last_activity: null } },
    'POST /server/audit_trail': { body: { status: 'ok' } },
    ...extra,
  };
}

const tileOf = (title: string) => screen.getByRole('link', { name: new RegExp(title) }).closest('li')!;

describe('progress on the course cards (My Courses)', () => {
  it('shows each course the student takes with pages visited and activities done as text, and the due-next link, from one call', async () => {
    const { server } = renderApp({ path: '/list', user: STUDENT, routes: routes() });
    // One region per course the student takes, each inside its own card and named by its course.
    const progress = await screen.findByRole('region', { name: 'Your progress in Demo Course' });
    expect(tileOf('Demo Course').contains(progress)).toBe(true);
    expect(within(progress).getByRole('heading', { level: 3, name: 'Your progress' })).toBeTruthy();
    expect(within(progress).getByText('3 of 5 pages visited')).toBeTruthy();
    expect(within(progress).getByText('1 of 4 activities done')).toBeTruthy();
    expect(within(progress).getByText('Current score: 82.5%')).toBeTruthy();
    const due = within(progress).getByRole('link', { name: 'Rivers quiz' });
    expect(due.getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_2}/${PAGE_3}`);
    expect(within(progress).getByText((_, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === DUE)).toBeTruthy();
    // The bar repeats the text for the eye only.
    expect(progress.querySelector('.course-progress__bar')!.getAttribute('aria-hidden')).toBe('true');

    const empty = within(screen.getByRole('region', { name: 'Your progress in Empty Course' }));
    expect(empty.getByText('0 of 1 page visited')).toBeTruthy();
    expect(empty.queryByText(/activities done/)).toBeNull();
    // No score the student may see: no line for it.
    expect(empty.queryByText(/Current score/)).toBeNull();
    expect(empty.getByText('Nothing due next.')).toBeTruthy();
    // A course the user teaches has no progress.
    expect(within(tileOf('Taught Course')).queryByRole('region')).toBeNull();
    expect(server.calls.filter((call) => call.path === '/server/dashboard/')).toHaveLength(1);
  });

  it('still lists the courses when the progress cannot be read', async () => {
    renderApp({ path: '/list', user: STUDENT, routes: routes({ 'GET /server/dashboard/': { status: 500, body: { errno: 'internal-error', error: 'Something broke' } } }) });
    expect(await screen.findByRole('link', { name: /Demo Course/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /Your progress/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('progress on the course home', () => {
  it("shows the student's progress in this course under a heading", async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes() });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByRole('heading', { level: 2, name: 'Your progress' })).toBeTruthy();
    expect(within(progress).getByText('3 of 5 pages visited')).toBeTruthy();
    expect(within(progress).getByRole('link', { name: 'Rivers quiz' })).toBeTruthy();
  });

  it('shows nothing for a course with no entry (one the user teaches)', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes({ 'GET /server/dashboard/': { body: { courses: [], computed_at: DASHBOARD.computed_at } } }) });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull());
  });
});
