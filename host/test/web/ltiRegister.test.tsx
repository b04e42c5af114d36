import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PHONE_MESSAGES } from '@lms/contract/rules';
import { COURSE_ID, INSTRUCTOR, OUTLINE } from './support/fixtures.ts';
import { errorOf } from './support/fieldError.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeAnswer, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const PASSWORD = 'LearnDemo-2026';
const REGISTRATION = 'pending-registration-42';

function ltiRoutes(answer: FakeAnswer): FakeRoutes {
  let signedIn = false;
  return {
    'POST /server/lti_register': () => {
      signedIn = (answer.status ?? 200) === 200;
      return answer;
    },
    'GET /server/sayhi/': () => (signedIn ? { body: INSTRUCTOR } : NOT_LOGGED),
    'GET /server/courses/': { body: { courses: [] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
  };
}

const ltiCall = (server: { calls: { path: string; body: unknown }[] }) => server.calls.find((call) => call.path === '/server/lti_register');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Complete registration' }));

async function fillIn({ withPassword = true } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Dana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Whitfield');
  await userEvent.type(screen.getByLabelText('Email'), 'dana@example.edu');
  if (withPassword) {
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirm password'), PASSWORD);
  }
  await userEvent.type(screen.getByLabelText('Institution'), 'State College');
  await userEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
}

describe('/lti_register', () => {
  it('without a registration cookie or query, says so and goes to log in', async () => {
    const { router } = renderApp({ path: '/lti_register', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByText("Couldn't find your lti cookie...")).closest('.notification')).toBeTruthy();
  });

  it('reads the cookie, registers, forgets the cookie and opens the deep link', async () => {
    document.cookie = `lti_registration=${REGISTRATION}; path=/`;
    const { router, server, shell } = renderApp({ path: '/lti_register', user: null, routes: ltiRoutes({ body: { status: 'user registered', deeplink: COURSE_ID } }) });
    await fillIn();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'teaching_assistant');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(shell.session.state.status).toBe('signed-in');
    expect(ltiCall(server)?.body).toEqual({
      lti_registration: REGISTRATION,
      name: 'Dana',
      surname: 'Whitfield',
      email: 'dana@example.edu',
      password1: PASSWORD,
      password2: PASSWORD,
      university: 'State College',
      role_id: 'teaching_assistant',
      toc: true,
    });
    expect(document.cookie).not.toContain('lti_registration=');
  });

  it('takes the registration from the query string, and sends a dash for a password-less account', async () => {
    const { server } = renderApp({
      path: `/lti_register?lti_registration=${REGISTRATION}&ltinopwd=1`,
      user: null,
      routes: ltiRoutes({ body: { status: 'user registered', deeplink: `/${COURSE_ID}` } }),
    });
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await fillIn({ withPassword: false });
    await submit();
    await waitFor(() => expect(ltiCall(server)?.body).toMatchObject({ lti_registration: REGISTRATION, password1: '-', password2: '-' }));
  });

  it("shows the LTI rules' messages at their fields and calls nothing", async () => {
    const { server } = renderApp({ path: `/lti_register?lti_registration=${REGISTRATION}`, user: null });
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByLabelText('Send me SMS notifications'));
    await submit();
    expect(errorOf('First name')).toBe('Missing first name');
    expect(errorOf('Last name')).toBe('Missing last name');
    expect(errorOf('Email')).toBe('Missing e-mail');
    expect(errorOf('Password')).toBe('Missing password');
    expect(errorOf('Confirm password')).toBe('Missing password confirmation');
    expect(errorOf('Institution')).toBe('Missing institution');
    expect(errorOf('Phone number (optional)')).toBe(PHONE_MESSAGES.neededForSms);
    expect(errorOf('I accept the Terms and Conditions')).toBe('You have to accept the Terms and Conditions');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(ltiCall(server)).toBeUndefined();
  });

  it('goes to log in when the server no longer knows the registration', async () => {
    const gone = { status: 404, body: { errno: 'lti-registration-invalid', error: "Couldn't find your lti cookie..." } };
    const { router } = renderApp({ path: `/lti_register?lti_registration=${REGISTRATION}`, user: null, routes: ltiRoutes(gone) });
    await fillIn();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText("Couldn't find your lti cookie...")).toBeTruthy();
  });

  it("shows the server's other refusals above the button", async () => {
    const exists = { status: 409, body: { errno: 'user-exists', error: 'An account with this email already exists. Please log in.' } };
    renderApp({ path: `/lti_register?lti_registration=${REGISTRATION}`, user: null, routes: ltiRoutes(exists) });
    await fillIn();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Please log in.');
  });
});
