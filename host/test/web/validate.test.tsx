import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeAnswer, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const TOKEN = 'c2VjcmV0LXZhbGlkYXRpb24tdG9rZW4tZm9yLXRlc3Rz';
const PASSWORD = 'LearnDemo-2026';
const LIMIT_MESSAGE = 'The validation email can be sent again at most 3 times. Please contact support.';

const resendCalls = (server: { calls: { method: string; path: string; body: unknown }[] }) =>
  server.calls.filter((call) => call.method === 'PUT' && call.path === '/server/resend');

async function resend(password = PASSWORD) {
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
}

describe('/validate', () => {
  it('names the stored email and resends the validation email for the password', async () => {
    window.sessionStorage.setItem('lms_unverified_email', 'jamie@example.org');
    const { server } = renderApp({ path: '/validate', user: null, routes: { 'PUT /server/resend': { body: { status: 'sent', remaining: 2 } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('jamie@example.org')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jamie@example.org');

    await resend('');
    expect(document.getElementById('resend-password-error')?.textContent).toBe('Please enter your password');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(resendCalls(server)).toEqual([]);

    await resend();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('A new validation email is on its way to jamie@example.org.');
    expect(status.textContent).toContain('You can ask for it 2 more times.');
    expect(resendCalls(server).map((call) => call.body)).toEqual([{ email: 'jamie@example.org', password: PASSWORD }]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the email when none is stored, with the login messages', async () => {
    renderApp({ path: '/validate', user: null });
    expect(await screen.findByText(/We sent a validation link to your email address/)).toBeTruthy();
    await resend('');
    expect(document.getElementById('resend-email-error')?.textContent).toBe('Please enter your email');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('stops at the limit of 3: the last resend closes the form with the limit message', async () => {
    window.sessionStorage.setItem('lms_unverified_email', 'jamie@example.org');
    renderApp({ path: '/validate', user: null, routes: { 'PUT /server/resend': { body: { status: 'sent', remaining: 0 } } } });
    await screen.findByLabelText('Password');
    await resend();
    expect((await screen.findByRole('alert')).textContent).toBe(LIMIT_MESSAGE);
    expect(screen.getByRole('status').textContent).not.toContain('more time');
    expect(screen.queryByRole('button', { name: 'Send the email again' })).toBeNull();
  });

  it('closes the form when the server says the limit is reached, and shows other refusals', async () => {
    window.sessionStorage.setItem('lms_unverified_email', 'jamie@example.org');
    let answer: FakeAnswer = { status: 401, body: { errno: 'invalid-credentials', error: 'Email or password incorrect.' } };
    renderApp({ path: '/validate', user: null, routes: { 'PUT /server/resend': () => answer } });
    await screen.findByLabelText('Password');
    await resend();
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password incorrect.');

    answer = { status: 429, body: { errno: 'resend-limit', error: LIMIT_MESSAGE } };
    await userEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the email again' })).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe(LIMIT_MESSAGE);
  });
});

describe('/validate/{validation}', () => {
  function tokenRoutes(loginAnswer: FakeAnswer): FakeRoutes {
    let signedIn = false;
    return {
      'POST /server/login/': () => {
        signedIn = (loginAnswer.status ?? 200) === 200;
        return loginAnswer;
      },
      'GET /server/sayhi/': () => (signedIn ? { body: STUDENT } : NOT_LOGGED),
      'GET /server/courses/': { body: { courses: [] } },
      [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    };
  }

  it('logs in with the token, forgets the stored email and goes on to the pending course', async () => {
    window.sessionStorage.setItem('lms_unverified_email', 'jamie@example.org');
    const { router, server, shell } = renderApp({
      path: `/validate/${TOKEN}`,
      user: null,
      routes: tokenRoutes({ body: { status: 'ok', validated: true, to: `/${COURSE_ID}`, ...STUDENT } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Validate your account' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(server.calls.find((call) => call.path === '/server/login/')?.body).toEqual({
      email: 'jamie@example.org',
      password: PASSWORD,
      'remember-me': false,
      validation: TOKEN,
    });
    expect(shell.session.state.status).toBe('signed-in');
    expect(window.sessionStorage.getItem('lms_unverified_email')).toBeNull();
  });

  it("shows the server's text for a used or expired link", async () => {
    const message = 'This validation link is invalid, was already used or has expired. Log in to get a new one.';
    renderApp({ path: `/validate/${TOKEN}`, user: null, routes: tokenRoutes({ status: 400, body: { errno: 'validation-invalid', error: message } }) });
    await userEvent.type(await screen.findByLabelText('Email'), 'jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
