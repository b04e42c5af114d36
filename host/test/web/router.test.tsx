import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { defineWebPlugin } from '@lms/sdk/web';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import { resolveRoute } from '../../web/src/router/resolveRoute.ts';
import { canonicaliseAddress, canonicalPath } from '../../web/src/router/canonicalPath.ts';
import { COURSE_ID, INSTRUCTOR, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

const notFoundHeading = () => screen.findByRole('heading', { level: 1, name: 'Page not found' });

describe('router', () => {
  it('renders the not-found screen for a route of the table that has no screen yet', async () => {
    renderApp({ path: `/${COURSE_ID}/gradebook`, user: STUDENT });
    expect(await notFoundHeading()).toBeTruthy();
  });

  it("renders a plugin's screen for its route", async () => {
    const gradebook = defineWebPlugin({ id: 'gradebook', screens: { gradebook: ({ params }) => <h1>Gradebook of {params.courseId}</h1> } });
    renderApp({ path: `/${COURSE_ID}/gradebook`, user: STUDENT, manifests: [gradebook] });
    expect(await screen.findByRole('heading', { level: 1, name: `Gradebook of ${COURSE_ID}` })).toBeTruthy();
  });

  it('treats a first segment that is not 24 lowercase hex characters as no course', async () => {
    const { server } = renderApp({ path: '/not-a-course-id', user: STUDENT });
    expect(await notFoundHeading()).toBeTruthy();
    expect(server.calls.some((call) => call.path.startsWith('/server/courses/'))).toBe(false);
  });

  it('treats an upper-case hex id as no course either', async () => {
    renderApp({ path: `/${COURSE_ID.toUpperCase()}`, user: STUDENT });
    expect(await notFoundHeading()).toBeTruthy();
  });

  it('renders the not-found screen for an unknown path', async () => {
    renderApp({ path: '/no/such/place/at/all/here', user: STUDENT });
    expect(await notFoundHeading()).toBeTruthy();
  });

  it('sends a visitor without a session to /login and remembers the intended path in lms_redirect', async () => {
    const { router } = renderApp({ path: `/${COURSE_ID}?tab=lessons`, user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/${COURSE_ID}?tab=lessons`);
    expect(document.cookie).toContain('lms_redirect=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('shows an accessible loading state while the session is unknown', async () => {
    renderApp({ path: '/list', user: null, routes: { 'GET /server/sayhi/': () => ({ status: 401, body: { errno: 'not-logged', error: '' } }) } });
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
  });

  it('redirects /courses to /list while program_management_redesign is off', async () => {
    const { router } = renderApp({ path: '/courses', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Courses' })).toBeTruthy();
  });

  it('redirects redesign routes to /list while the flag is off', async () => {
    const { router } = renderApp({ path: '/ongoing-courses', user: INSTRUCTOR, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('keeps /courses with the flag on (the student list)', async () => {
    const { router } = renderApp({
      path: '/courses',
      user: STUDENT,
      routes: { 'GET /server/courses/': { body: { courses: [] } } },
      settings: { flags: { program_management_redesign: true, migrate_submissions: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Courses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('sends / to /list when logged in and to /login otherwise', async () => {
    const signedIn = renderApp({ path: '/', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/list'));
    signedIn.unmount();
    const anonymous = renderApp({ path: '/', user: null });
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'));
  });

  it('shows not-found to a user without the status a professor route needs', async () => {
    const screens = defineWebPlugin({ id: 'dashboard', screens: { dashboard: () => <h1>Dashboard</h1> } });
    renderApp({ path: `/${COURSE_ID}/dashboard`, user: STUDENT, manifests: [screens] });
    expect(await notFoundHeading()).toBeTruthy();
  });

  it('opens a professor route for a professor', async () => {
    const screens = defineWebPlugin({ id: 'dashboard', screens: { dashboard: () => <h1>Dashboard</h1> } });
    renderApp({ path: `/${COURSE_ID}/dashboard`, user: INSTRUCTOR, manifests: [screens], routes: { [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('applies the global not-logged rule to any API answer: remember the path, go to /login', async () => {
    const { router } = renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: { [`GET /server/courses/${COURSE_ID}/`]: { status: 401, body: { errno: 'not-logged', error: 'not logged in' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/${COURSE_ID}`);
  });

  it('resolves in-app paths to route-table entries', () => {
    expect(resolveRoute('/login')?.name).toBe('login');
    expect(resolveRoute(`/${COURSE_ID}/edit`)?.name).toBe('course.edit');
    expect(resolveRoute('/explainer#terms')?.name).toBe('explainer');
    expect(resolveRoute('/login-page')).toBeUndefined();
  });
});

describe("the spec's //new/edit address", () => {
  const lesson = '6b01345d0000000000000011';
  it('is collapsed to the address the router matches, which opens the new-item screen rather than a page editor', () => {
    expect(canonicalPath(`/${COURSE_ID}/${lesson}//new/edit`)).toBe(`/${COURSE_ID}/${lesson}/new/edit`);
    expect(resolveRoute(canonicalPath(`/${COURSE_ID}/${lesson}//new/edit`))?.name).toBe('collection.new');
    expect(resolveRoute(`/${COURSE_ID}/${lesson}/6b01345d0000000000000022/edit`)?.name).toBe('page.edit');
  });

  it('is rewritten in the browser before the router reads it, keeping the query and hash', () => {
    window.history.replaceState(null, '', `/${COURSE_ID}/${lesson}//new/edit?x=1#top`);
    canonicaliseAddress(window.location, window.history);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(`/${COURSE_ID}/${lesson}/new/edit?x=1#top`);
    canonicaliseAddress(window.location, window.history);
    expect(window.location.pathname).toBe(`/${COURSE_ID}/${lesson}/new/edit`);
  });
});
