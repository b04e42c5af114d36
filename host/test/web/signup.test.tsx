import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeAnswer, FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

function signupRoutes(addCourse: FakeAnswer): FakeRoutes {
  return {
    'POST /server/add_course/': addCourse,
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
  };
}

const ENROLLED: FakeAnswer = { body: { id: COURSE_ID, status: 'enrolled' } };
const addCourseCalls = (server: { calls: { path: string; body: unknown }[] }) => server.calls.filter((call) => call.path === '/server/add_course/');

describe('/signup/{id}', () => {
  it('enrols the user once and opens the course', async () => {
    const { router, server } = renderApp({ path: `/signup/${COURSE_ID}`, user: STUDENT, routes: signupRoutes(ENROLLED) });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(addCourseCalls(server).map((call) => call.body)).toEqual([{ course_id: COURSE_ID }]);
  });

  it.each([
    ['an unknown course', { status: 404, body: { errno: 'no-course', error: 'Unknown course id...' } }, 'Unknown course id...'],
    ['a locked course', { status: 403, body: { errno: 'enrollment_locked', error: 'Enrollment in this course is closed.' } }, 'Enrollment in this course is closed.'],
    ['a refusal without text', { status: 500, body: {} }, 'Unable to complete enrollment in the course'],
    ['an id the server refuses', { status: 422, body: { errno: 'validation-failed', error: 'That is not a valid course id', fields: [{ field: 'course_id', message: 'That is not a valid course id' }] } }, 'That is not a valid course id'],
  ])('shows the error for %s and returns to the list', async (_case, answer, message) => {
    const { router } = renderApp({ path: `/signup/${COURSE_ID}`, user: STUDENT, routes: signupRoutes(answer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect((await screen.findByText(message)).closest('.notification')).toBeTruthy();
  });

  it('refuses an id that is not 24 characters without calling', async () => {
    const { router, server } = renderApp({ path: '/signup/12345', user: STUDENT, routes: signupRoutes(ENROLLED) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('That is not a valid course id')).toBeTruthy();
    expect(addCourseCalls(server)).toEqual([]);
  });

  it('sends a visitor to log in first and remembers the way back', async () => {
    const { router } = renderApp({ path: `/signup/${COURSE_ID}`, user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe(`/signup/${COURSE_ID}`);
  });
});

describe('/signup', () => {
  it('asks for a 24-character course id, then enrols and opens the course', async () => {
    const { router, server } = renderApp({ path: '/signup', user: STUDENT, routes: signupRoutes(ENROLLED) });
    const input = await screen.findByLabelText('Course id');
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Join the course' }));
    expect(document.getElementById('signup-course_id-error')?.textContent).toBe('That is not a valid course id');
    expect(document.activeElement).toBe(input);
    expect(addCourseCalls(server)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, ` ${COURSE_ID.toUpperCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Join the course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(addCourseCalls(server).map((call) => call.body)).toEqual([{ course_id: COURSE_ID }]);
  });

  it('shows an unknown course at the field and a closed one above the button, staying on the form', async () => {
    let answer: FakeAnswer = { status: 404, body: { errno: 'no-course', error: 'Unknown course id...' } };
    const { router } = renderApp({ path: '/signup', user: STUDENT, routes: { 'POST /server/add_course/': () => answer } });
    await userEvent.type(await screen.findByLabelText('Course id'), COURSE_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Join the course' }));
    await waitFor(() => expect(document.getElementById('signup-course_id-error')?.textContent).toBe('Unknown course id...'));

    answer = { status: 403, body: { errno: 'invite_only', error: 'This course is by invitation only.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Join the course' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This course is by invitation only.');
    expect(router.state.location.pathname).toBe('/signup');
  });
});
