import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const TOKEN = 'Zk2l9-unsubscribe_token';

const renderUnsubscribe = (answer: FakeRoutes[string]) =>
  renderApp({ path: `/unsubscribe/${TOKEN}`, user: null, routes: { 'POST /server/unsubscribe/': answer } });

describe('unsubscribe screen', () => {
  it('calls nothing until the visitor confirms', async () => {
    const { server } = renderUnsubscribe({ body: { status: 'unsubscribed' } });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/server/unsubscribe/')).toBe(false);
  });

  it("unsubscribes with the link's token and says so", async () => {
    const { server } = renderUnsubscribe({ body: { status: 'unsubscribed' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByText('Your email has been unsubscribed.')).getAttribute('role')).toBe('status');
    expect(server.calls.find((call) => call.path === '/server/unsubscribe/')?.body).toEqual({ resetid: TOKEN });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('warns when the email is not in the subscription list', async () => {
    renderUnsubscribe({ status: 404, body: { errno: 'user-not-exists', error: 'We could not find that email in our subscription list.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('We could not find that email in our subscription list.');
    expect(warning.className).toBe('notice');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('lets the visitor try again after a connection failure', async () => {
    let attempts = 0;
    const { server } = renderUnsubscribe(() => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { body: { status: 'unsubscribed' } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connection error. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Your email has been unsubscribed.')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/server/unsubscribe/')).toHaveLength(2);
  });
});
