import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { rememberRedirect, readRedirect } from '../../web/src/session/redirectCookie.ts';
import { validateLogin } from '../../web/src/screens/login/loginValidation.ts';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

describe('login validation', () => {
  it("uses the spec's messages, spelling included", () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Please enter your email', password: 'Please enter your password' });
    expect(validateLogin({ email: 'jamie@', password: 'x' })).toEqual({ email: 'Email adress invalid' });
    expect(validateLogin({ email: 'jamie@example.org', password: 'x' })).toEqual({});
  });
});

describe('login screen', () => {
  function loginRoutes(loginAnswer: FakeRoutes[string]): FakeRoutes {
    let signedIn = false;
    return {
      'POST /server/login/': (body) => {
        const answer = typeof loginAnswer === 'function' ? loginAnswer(body) : loginAnswer;
        signedIn = (answer.status ?? 200) === 200;
        return answer;
      },
      'GET /server/sayhi/': () => (signedIn ? { body: STUDENT } : NOT_LOGGED),
      'GET /server/courses/': { body: { courses: [] } },
      [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    };
  }

  it('shows the client-side messages next to labelled fields', async () => {
    const { server } = renderApp({ path: '/login', user: null, routes: loginRoutes({ body: {} }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('login-email-error');
    await userEvent.type(screen.getByLabelText('Email'), 'jamie@');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email adress invalid')).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/server/login/')).toBe(false);
  });

  it("shows the server's message for wrong credentials", async () => {
    renderApp({ path: '/login', user: null, routes: loginRoutes({ status: 401, body: { errno: 'invalid-credentials', error: 'Email or password incorrect.' } }) });
    await userEvent.type(await screen.findByLabelText('Email'), 'jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password incorrect.');
  });

  it('logs in with remember-me and goes to the remembered path, then forgets it', async () => {
    rememberRedirect(`/${COURSE_ID}`);
    const { router, server } = renderApp({ path: '/login', user: null, routes: loginRoutes({ body: { status: 'ok', validated: true, ...STUDENT } }) });
    await userEvent.type(await screen.findByLabelText('Email'), 'jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'LearnDemo-2026');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(server.calls.find((call) => call.path === '/server/login/')?.body).toEqual({ email: 'jamie@example.org', password: 'LearnDemo-2026', 'remember-me': true });
    expect(readRedirect()).toBeUndefined();
  });

  it('goes to /list without a remembered path', async () => {
    const { router } = renderApp({ path: '/login', user: null, routes: loginRoutes({ body: { status: 'ok', validated: true, ...STUDENT } }) });
    await userEvent.type(await screen.findByLabelText('Email'), 'jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('never remembers another site or the login screen as a redirect', () => {
    rememberRedirect('//evil.example/path');
    expect(readRedirect()).toBeUndefined();
    rememberRedirect('/login');
    expect(readRedirect()).toBeUndefined();
  });
});

describe('logout', () => {
  it('ends the session, clears the client state and the cache, and shows the login screen', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'edit');
    const { router, server, shell } = renderApp({ path: '/logout', user: STUDENT, routes: { 'POST /server/logout/': { body: { status: 'ok' } } } });
    shell.queryClient.setQueryData(['courses'], []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.some((call) => call.method === 'POST' && call.path === '/server/logout/')).toBe(true);
    expect(shell.session.state.status).toBe('anonymous');
    expect(window.sessionStorage.getItem(`lms_course_mode:${COURSE_ID}`)).toBeNull();
    expect(shell.queryClient.getQueryCache().getAll().filter((query) => query.state.data !== undefined)).toEqual([]);
  });
});
