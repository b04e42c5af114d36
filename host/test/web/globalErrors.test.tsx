import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { endsSession, type FailedCall } from '../../web/src/session/globalErrorRule.ts';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import { COURSE_ID, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const failure = (status: number, errno: string, overrides: Partial<FailedCall> = {}): FailedCall => ({
  kind: 'read',
  error: new ApiError(status, errno, 'message'),
  routeName: 'course',
  signedIn: true,
  ...overrides,
});

describe('the global error rule (part 1 §8)', () => {
  it('ends the session on not-logged from any call, signed in or not', () => {
    expect(endsSession(failure(401, 'not-logged'))).toBe(true);
    expect(endsSession(failure(401, 'not-logged', { kind: 'write' }))).toBe(true);
    expect(endsSession(failure(401, 'not-logged', { signedIn: false }))).toBe(true);
  });

  it('ends the session on a read failing with status 0 or 400 and above', () => {
    expect(endsSession(failure(0, 'connection'))).toBe(true);
    expect(endsSession(failure(400, 'invalid-json'))).toBe(true);
    expect(endsSession(failure(403, 'access-denied'))).toBe(true);
    expect(endsSession(failure(500, 'internal-error'))).toBe(true);
    expect(endsSession(failure(503, 'database-unavailable'))).toBe(true);
  });

  it('leaves 404, 422 and the errnos screens handle themselves to the screen', () => {
    expect(endsSession(failure(404, 'not-found'))).toBe(false);
    expect(endsSession(failure(422, 'validation-failed'))).toBe(false);
    expect(endsSession(failure(422, 'page-rule'))).toBe(false);
    for (const errno of ['student-not-in-course', 'payment-required', 'start-date', 'validation-failed']) {
      expect(endsSession(failure(403, errno))).toBe(false);
    }
  });

  it('never ends the session for a refused write other than not-logged', () => {
    expect(endsSession(failure(422, 'validation-failed', { kind: 'write' }))).toBe(false);
    expect(endsSession(failure(403, 'password-incorrect', { kind: 'write' }))).toBe(false);
    expect(endsSession(failure(500, 'internal-error', { kind: 'write' }))).toBe(false);
    expect(endsSession(failure(0, 'connection', { kind: 'write' }))).toBe(false);
  });

  it('does not apply on the preview-lessons route, nor to failed reads when nobody is signed in', () => {
    expect(endsSession(failure(401, 'not-logged', { routeName: 'preview_lessons' }))).toBe(false);
    expect(endsSession(failure(500, 'internal-error', { routeName: 'preview_lessons' }))).toBe(false);
    expect(endsSession(failure(500, 'internal-error', { signedIn: false }))).toBe(false);
  });
});

describe('the global error rule in the shell', () => {
  const courseRoutes = (outline: FakeRoutes[string]): FakeRoutes => ({
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: outline,
    'POST /server/logout/': { body: { status: 'ok' } },
  });
  const loggedOut = (server: { calls: { method: string; path: string }[] }) =>
    server.calls.some((call) => call.method === 'POST' && call.path === '/server/logout/');

  it('sends a not-logged answer to /logout, remembering the path', async () => {
    const { router, server } = renderApp({ path: `/${COURSE_ID}?tab=1`, user: STUDENT, routes: courseRoutes(NOT_LOGGED) });
    await waitFor(() => expect(loggedOut(server)).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/${COURSE_ID}?tab=1`);
  });

  it('sends a failed read (500) to /logout, remembering the path', async () => {
    const { router, server } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes({ status: 500, body: { errno: 'internal-error', error: 'Internal error' } }) });
    await waitFor(() => expect(loggedOut(server)).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/${COURSE_ID}`);
  });

  it('keeps the user on a 404 and shows the not-found screen', async () => {
    const { router, server } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes({ status: 404, body: { errno: 'not-found', error: 'Course not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${COURSE_ID}`);
    expect(loggedOut(server)).toBe(false);
  });

  it('does not end the session for a course the user is not enrolled in (the screen routes it to /signup)', async () => {
    const { router, server } = renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: courseRoutes({ status: 403, body: { errno: 'student-not-in-course', error: 'You are not a student of this course' } }),
    });
    // /signup/{courseId} enrols: its POST add_course/ is the sign the user got there.
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST' && call.path === '/server/add_course/')).toBe(true));
    expect(router.state.location.pathname).not.toBe('/login');
    expect(loggedOut(server)).toBe(false);
  });

  it('keeps the user on a form answered 422, with the message at the field', async () => {
    const message = 'Please fill in all profile fields';
    const { router, server } = renderApp({
      path: '/account',
      user: STUDENT,
      routes: {
        'GET /server/account/paid_courses/': { body: { courses: [] } },
        'POST /server/update_profile/': { status: 422, body: { errno: 'validation-failed', error: message, fields: [{ field: 'firstname', message }] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(loggedOut(server)).toBe(false);
    expect(readRedirect()).toBeUndefined();
  });

  it('sends a not-logged answer to a form to /logout too', async () => {
    const { router } = renderApp({
      path: '/account',
      user: STUDENT,
      routes: { 'GET /server/account/paid_courses/': { body: { courses: [] } }, 'POST /server/update_profile/': NOT_LOGGED, 'POST /server/logout/': { body: {} } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe('/account');
  });

  it('leaves the preview-lessons demo alone when a call answers not-logged', async () => {
    // The demo's own call, and a plugin's on the same screen: neither ends the visit.
    const { router, server } = renderApp({
      path: `/preview-lessons?course=${COURSE_ID}`,
      user: STUDENT,
      routes: { [`GET /server/preview_lessons/${COURSE_ID}/`]: NOT_LOGGED },
    });
    await waitFor(() => expect(server.calls.some((call) => call.path === `/server/preview_lessons/${COURSE_ID}/`)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/preview-lessons');
    expect(loggedOut(server)).toBe(false);
  });
});
