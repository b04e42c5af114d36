import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@lms/sdk/web';
import { PLEASE_LOGIN, SESSION_NOT_RECOGNISED, sessionNotRecognised } from '../../web/src/session/sessionMessages.ts';
import { ENROLMENT_MESSAGES, enrolmentFailure } from '../../web/src/screens/signup/enrolmentMessages.ts';
import { COURSE_ID, INSTRUCTOR, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

describe('the session messages of part 1 §8 and part 3 §8', () => {
  it('says them word for word', () => {
    expect(SESSION_NOT_RECOGNISED).toBe('Session Error: Server did not recognize your session key.');
    expect(PLEASE_LOGIN).toBe('Please login!');
    expect(ENROLMENT_MESSAGES.failed).toBe('Unable to complete enrollment in the course');
    expect(ENROLMENT_MESSAGES.failedForInstructors).toBe('Unable to complete enrollment in the course. Please try again later.');
  });

  it('calls a session not recognised only when the server answers not-logged to someone signed in', () => {
    expect(sessionNotRecognised(new ApiError(401, 'not-logged', 'not logged in'), true)).toBe(true);
    expect(sessionNotRecognised(new ApiError(401, 'not-logged', 'not logged in'), false)).toBe(false);
    expect(sessionNotRecognised(new ApiError(500, 'internal-error', 'x'), true)).toBe(false);
    expect(sessionNotRecognised(new ApiError(0, 'connection', 'x'), true)).toBe(false);
  });

  it('words an enrolment failure without the server’s text for students (part 1) and for professor accounts (part 3)', () => {
    const silent = new ApiError(500, 'internal-error', '');
    expect(enrolmentFailure(silent)).toBe('Unable to complete enrollment in the course');
    expect(enrolmentFailure(silent, true)).toBe('Unable to complete enrollment in the course. Please try again later.');
    expect(enrolmentFailure(new Error('offline'), true)).toBe('Unable to complete enrollment in the course. Please try again later.');
    // The server's own text wins for both.
    expect(enrolmentFailure(new ApiError(409, 'enrollment-locked', 'Enrollment is locked'), true)).toBe('Enrollment is locked');
  });
});

describe('the session messages in the shell', () => {
  const courseRoutes = (outline: FakeRoutes[string]): FakeRoutes => ({
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: outline,
    'POST /server/logout/': { body: { status: 'ok' } },
  });

  it('tells a signed-in user on the login screen that the server did not recognise their session', async () => {
    const { router } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes(NOT_LOGGED) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(SESSION_NOT_RECOGNISED)).toBeTruthy();
    // Shown once: the history entry no longer carries it.
    expect(router.state.location.state).toBeNull();
  });

  it('says nothing of the session key when a read merely failed (500)', async () => {
    const { router } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes({ status: 500, body: { errno: 'internal-error', error: 'Internal error' } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(SESSION_NOT_RECOGNISED)).toBeNull();
  });

  it("asks a visitor who opens a screen that needs an account to log in: 'Please login!'", async () => {
    const { router } = renderApp({ path: '/account', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(PLEASE_LOGIN)).toBeTruthy();
  });

  it('shows a professor account the instructor areas’ wording when joining a course fails without a reason', async () => {
    const { router } = renderApp({
      path: `/signup/${COURSE_ID}`,
      user: INSTRUCTOR,
      routes: { 'POST /server/add_course/': { status: 500, body: {} }, 'GET /server/courses/': { body: { courses: [] } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('Unable to complete enrollment in the course. Please try again later.')).toBeTruthy();
  });
});
