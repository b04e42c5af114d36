import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { COURSE_LOADING_ERROR, courseLoadOutcome } from '../../web/src/course/courseLoadOutcome.ts';
import { endsSession } from '../../web/src/session/globalErrorRule.ts';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import { COURSE_ID, LESSON_1, OUTLINE, PAGE_2, pageContent, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeAnswer, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const COURSE_URL = `/${COURSE_ID}`;
const PAGE_URL = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;
const PAGE_API = `GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`;

function base(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [] } },
    'POST /server/logout/': { body: { status: 'ok' } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [PAGE_API]: { body: pageContent() },
    ...extra,
  };
}

const failingCourse = (answer: FakeAnswer) => base({ [`GET /server/courses/${COURSE_ID}/`]: answer });
const loggedOut = (server: { calls: { method: string; path: string }[] }) => server.calls.some((call) => call.method === 'POST' && call.path === '/server/logout/');

describe('course-load errors (part 2 §8, part 1 §6)', () => {
  it('shows a loading error on 502, without ending the session, and loads again on Try again', async () => {
    // Down until Try again: the header may ask for the outline before the lazily loaded screen does.
    let serverBack = false;
    const { server, router } = renderApp({
      path: COURSE_URL,
      user: STUDENT,
      routes: base({
        [`GET /server/courses/${COURSE_ID}/`]: () => (serverBack ? { body: OUTLINE } : { status: 502, body: { errno: 'bad-gateway', error: 'Bad gateway' } }),
      }),
    });
    expect(await screen.findByText(COURSE_LOADING_ERROR)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Course unavailable' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(COURSE_URL);
    expect(loggedOut(server)).toBe(false);
    serverBack = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
  });

  it('stores the path and logs out on not-logged', async () => {
    const { server, router } = renderApp({ path: PAGE_URL, user: STUDENT, routes: base({ [PAGE_API]: NOT_LOGGED }) });
    await waitFor(() => expect(loggedOut(server)).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(PAGE_URL);
  });

  it('stores the path and logs out on access-denied (the global rule)', async () => {
    const { server } = renderApp({ path: COURSE_URL, user: STUDENT, routes: failingCourse({ status: 403, body: { errno: 'access-denied', error: 'Access denied' } }) });
    await waitFor(() => expect(loggedOut(server)).toBe(true));
    expect(readRedirect()).toBe(COURSE_URL);
  });

  it('sends student-not-in-course to /signup/{courseId}', async () => {
    const { router } = renderApp({
      path: COURSE_URL,
      user: STUDENT,
      routes: failingCourse({ status: 403, body: { errno: 'student-not-in-course', error: 'You are not enrolled in this course.' } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/signup/${COURSE_ID}`));
  });

  it('sends payment-required to /payment/{courseId}', async () => {
    const { router, server } = renderApp({
      path: PAGE_URL,
      user: STUDENT,
      routes: base({ [PAGE_API]: { status: 402, body: { errno: 'payment-required', error: 'Payment required', course_id: COURSE_ID, amount: 4900 } } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/${COURSE_ID}`));
    expect(loggedOut(server)).toBe(false);
  });

  it('sends start-date to /comebacklater/{courseId}/{laterDate}', async () => {
    const { router, server } = renderApp({
      path: COURSE_URL,
      user: STUDENT,
      routes: failingCourse({
        status: 403,
        body: { errno: 'start-date', error: 'The course has not started', course_id: COURSE_ID, start_date: '2027-03-01T00:00:00.000Z', laterDate: '2027-03-01' },
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/comebacklater/${COURSE_ID}/2027-03-01`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Come back later' })).toBeTruthy();
    expect(loggedOut(server)).toBe(false);
  });

  it('shows the not-found screen for a course that does not exist', async () => {
    const { router } = renderApp({ path: COURSE_URL, user: STUDENT, routes: failingCourse({ status: 404, body: { errno: 'not-found', error: 'Course not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(COURSE_URL);
  });

  it("sends a page that is not found to the course root, with the server's text as a warning", async () => {
    const { router } = renderApp({ path: PAGE_URL, user: STUDENT, routes: base({ [PAGE_API]: { status: 404, body: { errno: 'not-found', error: 'This page does not exist.' } } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(COURSE_URL));
    await waitFor(() => expect(screen.getByText('This page does not exist.')).toBeTruthy());
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
  });

  it('routes a component view that fails like any content load: a student outside the course goes to sign up', async () => {
    const componentId = '6b01345d00000000000000c9';
    const { router } = renderApp({
      path: `${PAGE_URL}/${componentId}`,
      user: STUDENT,
      routes: base({ [`GET /server/components/${COURSE_ID}/${componentId}/`]: { status: 403, body: { errno: 'student-not-in-course', error: 'Not in course' } } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/signup/${COURSE_ID}`));
  });
});

describe('course-load outcome rules', () => {
  const error = (status: number, errno: string, details: Record<string, unknown> = {}) => new ApiError(status, errno, 'server text', [], details);

  it('routes each errno as listed', () => {
    expect(courseLoadOutcome(error(403, 'student-not-in-course'), COURSE_ID, 'page')).toEqual({ kind: 'redirect', to: `/signup/${COURSE_ID}` });
    expect(courseLoadOutcome(error(402, 'payment-required'), COURSE_ID, 'course')).toEqual({ kind: 'redirect', to: `/payment/${COURSE_ID}` });
    expect(courseLoadOutcome(error(403, 'start-date', { laterDate: '2027-03-01' }), COURSE_ID, 'course')).toEqual({
      kind: 'redirect',
      to: `/comebacklater/${COURSE_ID}/2027-03-01`,
    });
    expect(courseLoadOutcome(error(401, 'not-logged'), COURSE_ID, 'course')).toEqual({ kind: 'session-ended' });
    expect(courseLoadOutcome(error(403, 'access-denied'), COURSE_ID, 'course')).toEqual({ kind: 'session-ended' });
    expect(courseLoadOutcome(error(404, 'not-found'), COURSE_ID, 'course')).toEqual({ kind: 'not-found' });
    expect(courseLoadOutcome(error(404, 'not-found'), COURSE_ID, 'lesson')).toEqual({ kind: 'redirect', to: `/${COURSE_ID}`, notice: 'server text' });
    expect(courseLoadOutcome(error(502, 'bad-gateway'), COURSE_ID, 'page')).toEqual({ kind: 'error', message: COURSE_LOADING_ERROR, retry: true });
  });

  it('explains a start-date answer that carries no date instead of guessing one', () => {
    expect(courseLoadOutcome(error(403, 'start-date'), COURSE_ID, 'course')).toEqual({ kind: 'error', message: 'server text', retry: false });
  });

  it('keeps the session on a 502 only on course-load screens', () => {
    const failure = new ApiError(502, 'bad-gateway', 'Bad gateway');
    expect(endsSession({ kind: 'read', error: failure, routeName: 'page', signedIn: true })).toBe(false);
    expect(endsSession({ kind: 'read', error: failure, routeName: 'account', signedIn: true })).toBe(true);
  });
});
