import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { COURSE_ID, LESSON_1, LESSON_2, OUTLINE, PAGE_1, PAGE_2, PAGE_3, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const LAST_ACTIVITY = { lesson_id: LESSON_2, page_id: PAGE_3, lesson_title: 'Planning ahead', page_title: 'Week 2 preview', visited_at: '2026-03-01T10:00:00.000Z' };

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/user/last_activity/${COURSE_ID}`]: { body: { last_activity: null } },
    'POST /server/audit_trail': { body: { status: 'ok' } },
    ...extra,
  };
}

const audits = (server: { calls: { method: string; path: string; body: unknown }[] }) =>
  server.calls.filter((call) => call.method === 'POST' && call.path === '/server/audit_trail').map((call) => call.body);

describe('course home', () => {
  it("links 'Continue where you left off' to the last visited page", async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes({ [`GET /server/user/last_activity/${COURSE_ID}`]: { body: { last_activity: LAST_ACTIVITY } } }) });
    const link = await screen.findByRole('link', { name: /Continue where you left off/ });
    expect(link.getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_2}/${PAGE_3}`);
    expect(link.textContent).toContain('Planning ahead › Week 2 preview');
  });

  it('shows no last-activity link before the first visit', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes() });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    await waitFor(() => expect(screen.queryByText('Continue where you left off')).toBeNull());
  });

  it('numbers lessons and pages when the course sets enable_numbering, and not otherwise', async () => {
    const { unmount } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes({ [`GET /server/courses/${COURSE_ID}/`]: { body: { ...OUTLINE, enable_numbering: true } } }) });
    expect(await screen.findByRole('link', { name: '1 Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1.2 How this course works' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}/${PAGE_2}`);
    expect(screen.getByRole('link', { name: '2.1 Week 2 preview' })).toBeTruthy();
    unmount();
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes({ [`GET /server/courses/${COURSE_ID}/`]: { body: { ...OUTLINE, enable_numbering: false } } }) });
    expect(await screen.findByRole('link', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Welcome' })).toBeTruthy();
  });

  it('records a course_home_visit once', async () => {
    const { server } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes() });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    await waitFor(() => expect(audits(server)).toEqual([{ type: 'course_home_visit', course: COURSE_ID }]));
  });

  it('stays on the course, signed in and quiet, when recording the visit fails', async () => {
    const { server, router } = renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: routes({ 'POST /server/audit_trail': { status: 500, body: { errno: 'internal-error', error: 'Something broke' } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    await waitFor(() => expect(audits(server)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(`/${COURSE_ID}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.some((call) => call.path === '/server/logout/')).toBe(false);
  });
});

describe('lesson screen', () => {
  it('lists the pages with numbers and records a lesson_home_visit', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}/${LESSON_2}`,
      user: STUDENT,
      routes: routes({ [`GET /server/courses/${COURSE_ID}/`]: { body: { ...OUTLINE, enable_numbering: true } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '2 Planning ahead' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Demo Course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2.1 Week 2 preview' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_2}/${PAGE_3}`);
    await waitFor(() => expect(audits(server)).toEqual([{ type: 'lesson_home_visit', course: COURSE_ID, lesson: LESSON_2 }]));
  });

  it('sends a lesson that is not in the course to the course root with a warning', async () => {
    const { router } = renderApp({ path: `/${COURSE_ID}/${PAGE_1}`, user: STUDENT, routes: routes() });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    await waitFor(() => expect(screen.getByText('This lesson could not be found.')).toBeTruthy());
  });
});
