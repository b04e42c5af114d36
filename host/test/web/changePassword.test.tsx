import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const RESET_ID = 'k3Yq0W2b9pZ1-reset-token_from-the-email';
const STRONG = 'New-Passw0rd!';
const RULE =
  'Password must be at least 8 characters long and contain a lower case letter, an upper case letter, a number, and a special character (that is not a letter, a-Z, nor a number).';

const renderReset = (answer: FakeRoutes[string] = { body: { status: 'password has been changed' } }) =>
  renderApp({ path: `/changepassword/${RESET_ID}`, user: null, routes: { 'POST /server/changepassword/': answer } });

async function submit(password1: string, password2: string) {
  const first = await screen.findByLabelText('New password');
  const second = screen.getByLabelText('Repeat the new password');
  await userEvent.clear(first);
  await userEvent.clear(second);
  if (password1) await userEvent.type(first, password1);
  if (password2) await userEvent.type(second, password2);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password screen', () => {
  it("checks the form with the spec's messages before calling", async () => {
    const { server } = renderReset();
    await submit('', '');
    expect(screen.getByText('You must enter a password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    await submit(STRONG, 'something-else');
    expect(screen.getByText('Please enter the same password twice.')).toBeTruthy();
    expect(screen.getByLabelText('Repeat the new password').getAttribute('aria-invalid')).toBe('true');
    await submit('weak', 'weak');
    expect(screen.getByText(RULE)).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/server/changepassword/')).toBe(false);
  });

  it('sends the reset id with both passwords, then offers the login screen', async () => {
    const { server } = renderReset();
    await submit(STRONG, STRONG);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. You can now log in with your new password.');
    expect(server.calls.find((call) => call.path === '/server/changepassword/')?.body).toEqual({ id: RESET_ID, password1: STRONG, password2: STRONG });
    expect(screen.getByRole('link', { name: 'Log in with your new password' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows the message of an invalid link and a way to ask for a new one', async () => {
    renderReset({ status: 400, body: { errno: 'reset-invalid', error: 'This link is invalid or has expired.' } });
    await submit(STRONG, STRONG);
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/passwordrecovery');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows 'Connection problem. Please, try again later.' when the server cannot be reached", async () => {
    renderReset(() => {
      throw new TypeError('Failed to fetch');
    });
    await submit(STRONG, STRONG);
    expect((await screen.findByRole('alert')).textContent).toBe('Connection problem. Please, try again later.');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it("shows 'An error occured. Please, try again later.' for any other failure", async () => {
    renderReset({ status: 500, body: { errno: 'internal-error', error: 'Internal error' } });
    await submit(STRONG, STRONG);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occured. Please, try again later.');
  });

  it("shows the server's 422 messages at their fields", async () => {
    renderReset({ status: 422, body: { errno: 'validation-failed', error: RULE, fields: [{ field: 'password1', message: RULE }] } });
    await submit(STRONG, STRONG);
    expect(await screen.findByText(RULE)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toBe('reset-password1-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
