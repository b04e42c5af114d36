import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const NEUTRAL = 'If an account exists for that email, an email with a link to reset the password will be sent to it shortly.';
const FAILURE = 'Connection problem occured. Try again later.';

const renderRecovery = (answer: FakeRoutes[string]) => renderApp({ path: '/passwordrecovery', user: null, routes: { 'POST /server/passwordrecovery/': answer } });

async function submit(email: string) {
  const field = await screen.findByLabelText('Email');
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('password recovery screen', () => {
  it('checks the email before calling, with the login messages', async () => {
    const { server } = renderRecovery({ body: { status: 'ok' } });
    await submit('');
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await submit('jamie@');
    expect(screen.getByText('Email adress invalid')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.some((call) => call.path === '/server/passwordrecovery/')).toBe(false);
  });

  it('sends the email and answers with the neutral message', async () => {
    const { server } = renderRecovery({ body: { status: 'ok' } });
    await submit(' jamie@example.org ');
    expect((await screen.findByText(NEUTRAL)).getAttribute('role')).toBe('status');
    expect(server.calls.find((call) => call.path === '/server/passwordrecovery/')?.body).toEqual({ email: 'jamie@example.org' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('answers an unknown account with the same neutral message', async () => {
    renderRecovery({ status: 404, body: { errno: 'user-not-exists', error: 'No such user' } });
    await submit('nobody@example.org');
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();
    expect(screen.queryByText('No such user')).toBeNull();
  });

  it(`shows '${FAILURE}' when the server fails`, async () => {
    renderRecovery({ status: 500, body: { errno: 'internal-error', error: 'Internal error' } });
    await submit('jamie@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE);
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it(`shows '${FAILURE}' when the server cannot be reached`, async () => {
    renderRecovery(() => {
      throw new TypeError('Failed to fetch');
    });
    await submit('jamie@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE);
  });

  it("shows the server's 422 message at the email field", async () => {
    renderRecovery({ status: 422, body: { errno: 'validation-failed', error: 'Email adress invalid', fields: [{ field: 'email', message: 'Email adress invalid' }] } });
    await submit('jamie@example.org');
    expect(await screen.findByText('Email adress invalid')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('recovery-email-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the throttle's own text", async () => {
    renderRecovery({ status: 429, body: { errno: 'too-many-attempts', error: 'Too many attempts. Please wait a few minutes.' } });
    await submit('jamie@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes.');
  });
});
