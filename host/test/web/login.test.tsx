import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { createShell } from '../../web/src/app/createShell.ts';
import { LmsApp } from '../../web/src/app/LmsApp.tsx';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { buildRoutes } from '../../web/src/router/buildRoutes.tsx';
import { userEvent } from '@testing-library/user-event';
import { rememberRedirect, readRedirect } from '../../web/src/session/redirectCookie.ts';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { fakeServer, NOT_LOGGED, type FakeAnswer, type FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const BUNDLE_ID = '6b01345d00000000000000b7';
const PASSWORD = 'LearnDemo-2026';
const LOGGED_IN: FakeAnswer = { body: { status: 'ok', validated: true, to: '/list', ...STUDENT } };

/** A server whose session starts when login/ answers 200. */
function loginRoutes(loginAnswer: FakeRoutes[string], extra: FakeRoutes = {}): FakeRoutes {
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
    [`GET /server/get_title/${COURSE_ID}`]: { body: { _id: COURSE_ID, title: 'Demo Course' } },
    ...extra,
  };
}

async function logIn(email = 'jamie@example.org', password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const loginCall = (server: { calls: { path: string; body: unknown }[] }) => server.calls.find((call) => call.path === '/server/login/');

describe('login face', () => {
  it("shows the spec's messages at labelled fields, focuses the first bad one and calls nothing", async () => {
    const { server } = renderApp({ path: '/login', user: null, routes: loginRoutes(LOGGED_IN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('login-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jamie@');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email adress invalid')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(loginCall(server)).toBeUndefined();
    expect(document.title).toBe('Log in | Learning Platform');
  });

  it("shows the server's field messages at the fields", async () => {
    const invalid = { status: 422, body: { errno: 'validation-failed', error: 'Email adress invalid', fields: [{ field: 'email', message: 'Email adress invalid' }] } };
    renderApp({ path: '/login', user: null, routes: loginRoutes(invalid) });
    await logIn('jamie@example.org');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('login-email-error')?.textContent).toBe('Email adress invalid');
    expect(document.activeElement).toBe(email);
  });

  it("shows the server's text for other errors, 'Unknown error.' without one, and the connection message", async () => {
    let answer: FakeRoutes[string] = { status: 401, body: { errno: 'invalid-credentials', error: 'Email or password incorrect.' } };
    renderApp({ path: '/login', user: null, routes: loginRoutes((body) => (typeof answer === 'function' ? answer(body) : answer)) });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password incorrect.');

    answer = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unknown error.'));

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Connection error. Try again later.'));
  });

  it('disables the button while the call is under way', async () => {
    const server = fakeServer(loginRoutes(LOGGED_IN));
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gatedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/server/login/') await gate;
      return server.fetch(input, init);
    }) as typeof fetch;
    const registry = createWebPluginRegistry([]);
    const router = createMemoryRouter(buildRoutes(registry), { initialEntries: ['/login'] });
    const shell = createShell({ registry, settings: DEFAULT_LABEL_BUNDLE, router, currentBuild: 'test', fetch: gatedFetch });
    render(<LmsApp shell={shell} router={router} />);
    await logIn();
    const busy = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('logs in with remember-me, goes to the remembered path, then forgets it', async () => {
    rememberRedirect(`/${COURSE_ID}`);
    const { router, server } = renderApp({ path: '/login', user: null, routes: loginRoutes(LOGGED_IN) });
    await userEvent.type(await screen.findByLabelText('Email'), 'jamie@example.org');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(loginCall(server)?.body).toEqual({ email: 'jamie@example.org', password: PASSWORD, 'remember-me': true });
    expect(readRedirect()).toBeUndefined();
  });

  it("follows the answer's `to` without a remembered path", async () => {
    const { router } = renderApp({ path: '/login', user: null, routes: loginRoutes({ body: { status: 'ok', validated: true, to: `/${COURSE_ID}`, ...STUDENT } }) });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
  });

  it('sends a user who is already logged in on to the remembered path', async () => {
    rememberRedirect(`/${COURSE_ID}`);
    const { router } = renderApp({ path: '/login', user: STUDENT, routes: { [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(readRedirect()).toBeUndefined();
  });

  it('never remembers another site or the login screen as a redirect', () => {
    rememberRedirect('//evil.example/path');
    expect(readRedirect()).toBeUndefined();
    rememberRedirect('/\\evil.example/path');
    expect(readRedirect()).toBeUndefined();
    document.cookie = `lms_redirect=${encodeURIComponent('/\\evil.example')}; path=/`;
    expect(readRedirect()).toBeUndefined();
    rememberRedirect('/login');
    expect(readRedirect()).toBeUndefined();
  });

  it('keeps the email and opens /validate when the account is not validated', async () => {
    const unverified = { status: 403, body: { errno: 'user-unverified', error: 'Please validate your email address first.', email: 'jamie@example.org' } };
    const { router } = renderApp({ path: '/login', user: null, routes: loginRoutes(unverified) });
    await logIn(' jamie@example.org ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/validate'));
    expect(window.sessionStorage.getItem('lms_unverified_email')).toBe('jamie@example.org');
    expect(await screen.findByText('jamie@example.org')).toBeTruthy();
  });
});

describe('default course of the login URL', () => {
  it('names the course, keeps it, and sends it with the login (course query parameter)', async () => {
    const { router, server } = renderApp({
      path: `/login?course=${COURSE_ID}`,
      user: null,
      routes: loginRoutes({ body: { status: 'ok', validated: true, to: `/${COURSE_ID}`, ...STUDENT } }),
    });
    expect(await screen.findByText('Demo Course')).toBeTruthy();
    expect(window.sessionStorage.getItem('lms_default_course')).toBe(COURSE_ID);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}`));
    expect(loginCall(server)?.body).toMatchObject({ course: COURSE_ID });
  });

  it('reads a bare 24-character id in the query, and keeps it across an unverified login', async () => {
    const unverified = { status: 403, body: { errno: 'user-unverified', error: 'Please validate your email address first.' } };
    const { router, server } = renderApp({ path: `/login?${COURSE_ID}`, user: null, routes: loginRoutes(unverified) });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/validate'));
    expect(loginCall(server)?.body).toMatchObject({ course: COURSE_ID });
    expect(window.sessionStorage.getItem('lms_default_course')).toBe(COURSE_ID);
  });

  it('ignores a query value that is not a course id', async () => {
    const { server } = renderApp({ path: '/login?course=not-a-course', user: null, routes: loginRoutes(LOGGED_IN) });
    await logIn();
    await waitFor(() => expect(loginCall(server)).toBeDefined());
    expect(loginCall(server)?.body).not.toHaveProperty('course');
  });

  it('forgets the course the server refused and shows why', async () => {
    const refused = { body: { status: 'ok', validated: true, to: '/list', course_errno: 'enrollment_locked', course_error: 'Enrollment in this course is closed.', ...STUDENT } };
    const { router } = renderApp({ path: `/login?course=${COURSE_ID}`, user: null, routes: loginRoutes(refused) });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('Enrollment in this course is closed.')).toBeTruthy();
    expect(window.sessionStorage.getItem('lms_default_course')).toBeNull();
  });

  it('sends the user to the bundle of the `bundle` query parameter after login', async () => {
    const { router } = renderApp({ path: `/login?bundle=${BUNDLE_ID}`, user: null, routes: loginRoutes(LOGGED_IN) });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/list/bundle/${BUNDLE_ID}`));
  });
});

describe('password retrieval', () => {
  async function openRecovery() {
    const toggle = await screen.findByRole('button', { name: 'Forgot your password?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return screen.getByRole('region', { name: 'Forgot your password?' });
  }

  it('checks the email, then always answers with the neutral message', async () => {
    const { server } = renderApp({ path: '/login', user: null, routes: { 'POST /server/passwordrecovery/': { body: { status: 'ok' } } } });
    const region = await openRecovery();
    await userEvent.click(within(region).getByRole('button', { name: 'Send the link' }));
    expect(within(region).getByText('Please enter your email')).toBeTruthy();
    await userEvent.type(within(region).getByLabelText('Email of your account'), 'nobody@example.org');
    await userEvent.click(within(region).getByRole('button', { name: 'Send the link' }));
    expect((await within(region).findByRole('status')).textContent).toMatch(/If an account exists/);
    expect(server.calls.find((call) => call.path === '/server/passwordrecovery/')?.body).toEqual({ email: 'nobody@example.org' });
  });

  it("shows 'Connection problem occured. Try again later.' when the server is not reached", async () => {
    renderApp({
      path: '/login',
      user: null,
      routes: {
        'POST /server/passwordrecovery/': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const region = await openRecovery();
    await userEvent.type(within(region).getByLabelText('Email of your account'), 'jamie@example.org');
    await userEvent.click(within(region).getByRole('button', { name: 'Send the link' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Connection problem occured. Try again later.');
  });
});

describe('login/register flip', () => {
  it('turns to the register face and back, moving the focus to the new heading', async () => {
    renderApp({ path: '/login', user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    const registerHeading = screen.getByRole('heading', { level: 1, name: 'Create an account' });
    expect(document.activeElement).toBe(registerHeading);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(document.title).toBe('Create an account | Learning Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Log in' }));
  });
});

describe('single sign-on on the login face', () => {
  const SSO = { label: 'Sign in with Northwind ID' };

  it('offers the provider beside the password form', async () => {
    renderApp({ path: '/login', user: null, settings: { sso: SSO } });
    expect(await screen.findByRole('button', { name: 'Sign in with Northwind ID' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeTruthy();
  });

  it('hides the password forms of a single-sign-on-only brand, unless secret_test is given', async () => {
    const unreachable = { 'GET /server/oauth2/redirector/na': { status: 502, body: { errno: 'sso-unavailable', error: 'The sign-in provider is not answering. Please try again later.' } } };
    renderApp({ path: '/login', user: null, settings: { sso: SSO, sso_only: true }, routes: unreachable });
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in provider is not answering. Please try again later.');
    expect(screen.getByRole('button', { name: 'Sign in with Northwind ID' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).toBeNull();
  });

  it('keeps the password form for secret_test', async () => {
    renderApp({ path: '/login?secret_test', user: null, settings: { sso: SSO, sso_only: true } });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
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
