import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_RULE_MESSAGE, PHONE_MESSAGES } from '@lms/contract/rules';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { errorOf } from './support/fieldError.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';
import calendarPlugin from '../../../plugins/calendar/src/web/index.tsx';

afterEach(resetBrowserState);

const PASSWORD = 'LearnDemo-2026';

/** A server whose session starts when register/ answers 'user registered'. */
function registerRoutes(answer: FakeRoutes[string], extra: FakeRoutes = {}): FakeRoutes {
  let signedIn = false;
  return {
    'POST /server/register/': (body) => {
      const reply = typeof answer === 'function' ? answer(body) : answer;
      signedIn = (reply.body as { status?: string } | undefined)?.status === 'user registered';
      return reply;
    },
    'GET /server/sayhi/': () => (signedIn ? { body: STUDENT } : NOT_LOGGED),
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/get_title/${COURSE_ID}`]: { body: { _id: COURSE_ID, title: 'Demo Course' } },
    ...extra,
  };
}

const registerCall = (server: { calls: { path: string; body: unknown }[] }) => server.calls.find((call) => call.path === '/server/register/');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

async function fillIn({ email = 'jamie@example.org', password = PASSWORD, confirmation = password }: { email?: string; password?: string; confirmation?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Jamie');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
}

describe('/register', () => {
  it("keeps a visitor on /register/{courseId}: plugins read no course for a visitor (a course read answered not-logged sent them to log in)", async () => {
    const { router, server } = renderApp({
      path: `/register/${COURSE_ID}`,
      user: null,
      routes: { ...registerRoutes({ body: {} }), [`GET /server/courses/${COURSE_ID}/`]: NOT_LOGGED },
      manifests: [calendarPlugin],
    });
    await screen.findByLabelText('First name');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe(`/register/${COURSE_ID}`);
    expect(server.calls.some((call) => call.path === `/server/courses/${COURSE_ID}/`)).toBe(false);
  });

  it('opens the login card on its register face, with a terms link', async () => {
    renderApp({ path: '/register', user: null, settings: { terms: 'https://example.org/terms' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('https://example.org/terms');
    expect(document.title).toBe('Create an account | Learning Platform');
  });

  it("shows every student rule's message at its field, focuses the first, and calls nothing", async () => {
    const { server } = renderApp({ path: '/register', user: null, settings: { student_fields: { school: 'School', student_number: 'Student number' } } });
    await screen.findByLabelText('First name');
    await submit();
    expect(errorOf('First name')).toBe('Missing first name');
    expect(errorOf('Last name')).toBe('Missing last name');
    expect(errorOf('Email')).toBe('Missing e-mail');
    expect(errorOf('Password')).toBe('Missing password');
    expect(errorOf('Confirm password')).toBe('Missing password confirmation');
    expect(errorOf('School')).toBe('Missing School');
    expect(errorOf('Student number')).toBe('Missing Student number');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));

    await fillIn({ email: 'jamie@', password: 'short', confirmation: 'other' });
    await submit();
    expect(errorOf('First name')).toBeUndefined();
    expect(errorOf('Email')).toBe('Email adress invalid');
    expect(errorOf('Password')).toBe(PASSWORD_RULE_MESSAGE);
    expect(errorOf('Confirm password')).toBe('Passwords are not the same');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(registerCall(server)).toBeUndefined();
  });

  it('checks the phone rules: SMS needs a phone, and a US one', async () => {
    renderApp({ path: '/register', user: null });
    await fillIn();
    await userEvent.click(screen.getByLabelText('Send me SMS notifications'));
    await submit();
    expect(errorOf('Phone number (optional)')).toBe(PHONE_MESSAGES.neededForSms);
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), '+44 20 7946 0958');
    await submit();
    expect(errorOf('Phone number (optional)')).toBe(PHONE_MESSAGES.usOnly);
    await userEvent.click(screen.getByLabelText('Send me SMS notifications'));
    await userEvent.clear(screen.getByLabelText('Phone number (optional)'));
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), 'abc');
    await submit();
    expect(errorOf('Phone number (optional)')).toBe(PHONE_MESSAGES.format());
  });

  it("shows the server's field messages at the fields, and other errors above the button", async () => {
    let answer: FakeRoutes[string] = {
      status: 422,
      body: { errno: 'validation-failed', error: 'Missing School', fields: [{ field: 'fields/school', message: 'Missing School' }] },
    };
    renderApp({ path: '/register', user: null, settings: { student_fields: { school: 'School' } }, routes: registerRoutes((body) => (typeof answer === 'function' ? answer(body) : answer)) });
    await fillIn();
    await userEvent.type(screen.getByLabelText('School'), 'x');
    await submit();
    await waitFor(() => expect(errorOf('School')).toBe('Missing School'));
    expect(document.activeElement).toBe(screen.getByLabelText('School'));

    answer = { status: 409, body: { errno: 'user-exists', error: 'An account with this email already exists. Please log in.' } };
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Please log in.');
    expect(errorOf('School')).toBeUndefined();
  });

  it('keeps the email and opens /validate when the account must be validated', async () => {
    const unverified = { body: { status: 'user-unverified', errno: 'user-unverified', to: '/validate', email: 'jamie@example.org' } };
    const { router, server, shell } = renderApp({ path: '/register', user: null, settings: { student_fields: { school: 'School' } }, routes: registerRoutes(unverified) });
    await fillIn();
    await userEvent.type(screen.getByLabelText('School'), ' Central High ');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/validate'));
    expect(window.sessionStorage.getItem('lms_unverified_email')).toBe('jamie@example.org');
    expect(registerCall(server)?.body).toEqual({
      name: 'Jamie',
      surname: 'Lee',
      email: 'jamie@example.org',
      password1: PASSWORD,
      password2: PASSWORD,
      toc: true,
      fields: { school: 'Central High' },
    });
    expect(shell.session.state.status).toBe('anonymous');
  });

  it('logs a registered user in and goes to `to`, sending the default course, the bundle and the phone', async () => {
    const registered = { body: { status: 'user registered', to: `/${COURSE_ID}` } };
    const { router, server, shell } = renderApp({ path: `/register?course=${COURSE_ID}&bundle=bundle_7`, user: null, routes: registerRoutes(registered) });
    expect(await screen.findByText('Demo Course')).toBeTruthy();
    await fillIn();
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), '(555) 123-4567');
    await userEvent.click(screen.getByLabelText('Send me SMS notifications'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(shell.session.state.status).toBe('signed-in');
    expect(registerCall(server)?.body).toMatchObject({ course: COURSE_ID, bundle: 'bundle_7', phone: '(555) 123-4567', sms_notifications: true });
    expect(window.sessionStorage.getItem('lms_default_course')).toBeNull();
  });

  it('reports a course that refused the enrolment as a notification after entering', async () => {
    const registered = { body: { status: 'user registered', to: '/list', sub_error: 'Unable to complete enrollment in the course' } };
    const { router } = renderApp({ path: `/register/${COURSE_ID}`, user: null, routes: registerRoutes(registered) });
    await fillIn();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('Unable to complete enrollment in the course')).toBeTruthy();
  });

  it('sends the course of /register/{id} with the registration', async () => {
    const registered = { body: { status: 'user registered', to: `/${COURSE_ID}` } };
    const { server } = renderApp({ path: `/register/${COURSE_ID}`, user: null, routes: registerRoutes(registered) });
    expect(await screen.findByText('Demo Course')).toBeTruthy();
    await fillIn();
    await submit();
    await waitFor(() => expect(registerCall(server)?.body).toMatchObject({ course: COURSE_ID }));
  });

  it('sends a logged-in user from /register/{id} to /signup/{id}', async () => {
    const { router, server } = renderApp({
      path: `/register/${COURSE_ID}`,
      user: STUDENT,
      routes: { 'POST /server/add_course/': { body: { id: COURSE_ID, status: 'enrolled' } }, [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    // Only /signup/{id} enrols, so the call proves the way went through it.
    expect(server.calls.find((call) => call.path === '/server/add_course/')?.body).toEqual({ course_id: COURSE_ID });
  });

  it('sends a logged-in user from /register to the course list', async () => {
    const { router } = renderApp({ path: '/register', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});
