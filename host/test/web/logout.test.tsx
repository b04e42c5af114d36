import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { leaveApp } from '../../web/src/screens/login/sso/leaveApp.ts';
import { COURSE_ID, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

vi.mock('../../web/src/screens/login/sso/leaveApp.ts', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
  resetBrowserState();
});

const SLO = 'https://id.northwind.example/session/end?id_token_hint=ey.x.y&post_logout_redirect_uri=https%3A%2F%2Flearn.example%2Flogin';

function logoutWith(answer: Record<string, unknown>, settings = {}) {
  window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'edit');
  return renderApp({ path: '/logout', user: STUDENT, settings, routes: { 'POST /server/logout/': { body: { status: 'ok', ...answer } } } });
}

function expectClientStateCleared(shell: ReturnType<typeof renderApp>['shell']) {
  expect(shell.session.state.status).toBe('anonymous');
  expect(window.sessionStorage.getItem(`lms_course_mode:${COURSE_ID}`)).toBeNull();
}

describe('logout', () => {
  it('goes to the login screen after a password session', async () => {
    const { router, shell } = logoutWith({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expectClientStateCleared(shell);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("goes to the provider's single logout after a single sign-on", async () => {
    const { router, shell } = logoutWith({ slo: SLO });
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(SLO));
    expectClientStateCleared(shell);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('shows a login link on a single-sign-on-only brand instead of bouncing back to its provider', async () => {
    const { router, shell } = logoutWith({}, { sso_only: true, sso: { label: 'Sign in with Northwind ID' } });
    const link = await screen.findByRole('link', { name: 'Log in again' });
    expectClientStateCleared(shell);
    expect(router.state.location.pathname).toBe('/logout');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('warns a Google account to log out of Google too before moving on', async () => {
    const { router, shell } = logoutWith({ google: true });
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('log out of Google too');
    const google = screen.getByRole('link', { name: 'Log out of Google' });
    expect(google.getAttribute('href')).toBe('https://accounts.google.com/Logout');
    expect(google.getAttribute('target')).toBe('_blank');
    expectClientStateCleared(shell);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/logout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes on to single logout after the Google warning', async () => {
    logoutWith({ google: true, slo: SLO });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(leaveApp).toHaveBeenCalledWith(SLO);
  });

  it('still forgets everything and shows login when the server cannot be reached', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'edit');
    const { router, shell } = renderApp({ path: '/logout', user: STUDENT, routes: { 'POST /server/logout/': { status: 500, body: { errno: 'internal-error', error: 'x' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expectClientStateCleared(shell);
  });
});
