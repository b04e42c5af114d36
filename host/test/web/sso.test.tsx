import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_LABEL_BUNDLE, type LabelBundle } from '@lms/theme-kit';
import type { WebSessionUser } from '@lms/sdk/web';
import { createShell } from '../../web/src/app/createShell.ts';
import { LmsApp } from '../../web/src/app/LmsApp.tsx';
import { createWebPluginRegistry } from '../../web/src/plugins/webPluginRegistry.ts';
import { leaveApp } from '../../web/src/screens/login/sso/leaveApp.ts';
import { SsoLoginButton } from '../../web/src/screens/login/sso/SsoLoginButton.tsx';
import { useSsoOnlyRedirect } from '../../web/src/screens/login/sso/useSsoOnlyRedirect.ts';
import { STUDENT } from './support/fixtures.ts';
import { fakeServer, NOT_LOGGED, type FakeRoutes } from './support/fakeServer.ts';
import { resetBrowserState } from './support/renderApp.tsx';

vi.mock('../../web/src/screens/login/sso/leaveApp.ts', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
  resetBrowserState();
});

const PROVIDER_URL = 'https://id.northwind.example/authorize?client_id=lms&state=s1';
const REDIRECTOR = 'GET /server/oauth2/redirector/na';
const SSO = { label: 'Sign in with Northwind ID' };

/** How the login screen places the two: the hook's state, its error, and the button. */
function LoginHarness() {
  const sso = useSsoOnlyRedirect();
  return (
    <div>
      <p data-testid="mode">
        {sso.ssoOnly ? 'sso only' : 'password form'}
        {sso.redirecting ? ', redirecting' : ''}
      </p>
      {sso.error && <p role="alert">{sso.error}</p>}
      <SsoLoginButton />
    </div>
  );
}

function renderLogin({ path = '/login', settings = {}, user = null, routes = {} }: { path?: string; settings?: Partial<LabelBundle>; user?: WebSessionUser | null; routes?: FakeRoutes }) {
  const server = fakeServer({ 'GET /server/sayhi/': user ? { body: user } : NOT_LOGGED, [REDIRECTOR]: { body: { redirect_url: PROVIDER_URL } }, ...routes });
  const router = createMemoryRouter([{ path: '/login', element: <LoginHarness /> }], { initialEntries: [path] });
  const shell = createShell({
    registry: createWebPluginRegistry([]),
    settings: { ...DEFAULT_LABEL_BUNDLE, ...settings },
    router,
    currentBuild: 'test-build',
    fetch: server.fetch,
  });
  render(<LmsApp shell={shell} router={router} />);
  return { server, shell };
}

const redirectorCalls = (server: ReturnType<typeof fakeServer>) => server.calls.filter((call) => call.path === '/server/oauth2/redirector/na');

describe('SsoLoginButton', () => {
  it('is absent when the site has no single-sign-on provider', async () => {
    renderLogin({});
    expect(await screen.findByTestId('mode')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the provider's label and sends the browser to the provider's sign-in", async () => {
    const { server } = renderLogin({ settings: { sso: SSO } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Northwind ID' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(PROVIDER_URL));
    expect(redirectorCalls(server)).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toBe('Taking you to sign in…');
  });

  it("shows the server's message when the provider cannot be reached, and can try again", async () => {
    renderLogin({
      settings: { sso: SSO },
      routes: { [REDIRECTOR]: { status: 502, body: { errno: 'sso-unavailable', error: 'The sign-in provider is not answering. Please try again later.' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Northwind ID' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in provider is not answering. Please try again later.');
    expect(leaveApp).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Sign in with Northwind ID' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('useSsoOnlyRedirect', () => {
  it('sends a single-sign-on-only brand straight to the provider once nobody is logged in', async () => {
    const { server } = renderLogin({ settings: { sso: SSO, sso_only: true } });
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(PROVIDER_URL));
    expect(screen.getByTestId('mode').textContent).toBe('sso only, redirecting');
    expect(redirectorCalls(server)).toHaveLength(1);
  });

  it('is bypassed with the secret_test query flag', async () => {
    const { server } = renderLogin({ path: '/login?secret_test', settings: { sso: SSO, sso_only: true } });
    expect((await screen.findByTestId('mode')).textContent).toBe('password form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirectorCalls(server)).toHaveLength(0);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('stays on the login screen to say why the last sign-in failed, instead of looping', async () => {
    const { server } = renderLogin({ path: '/login?sso_error=email-unverified', settings: { sso: SSO, sso_only: true } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with your email address already exists, but your sign-in provider has not verified that address. Log in with your password instead.',
    );
    expect(screen.getByTestId('mode').textContent).toBe('sso only');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirectorCalls(server)).toHaveLength(0);
  });

  it('words an unknown error code as a general failure, on any brand', async () => {
    renderLogin({ path: '/login?sso_error=something-new', settings: { sso: SSO } });
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in provider could not log you in. Please try again later.');
  });

  it('shows why the automatic redirect could not start', async () => {
    renderLogin({
      settings: { sso: SSO, sso_only: true },
      routes: { [REDIRECTOR]: { status: 502, body: { errno: 'sso-unavailable', error: 'The sign-in provider is not answering. Please try again later.' } } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in provider is not answering. Please try again later.');
    expect(screen.getByTestId('mode').textContent).toBe('sso only');
  });

  it('keeps the password form when an sso-only brand has no provider', async () => {
    const { server } = renderLogin({ settings: { sso_only: true } });
    await waitFor(() => expect(screen.getByTestId('mode').textContent).toBe('password form'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirectorCalls(server)).toHaveLength(0);
  });

  it('does not redirect a user who is already logged in', async () => {
    const { server, shell } = renderLogin({ settings: { sso: SSO, sso_only: true }, user: STUDENT });
    await waitFor(() => expect(shell.session.state.status).toBe('signed-in'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirectorCalls(server)).toHaveLength(0);
  });
});
