import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { linkParts } from '../../web/src/screens/devMailbox/linkParts.ts';
import type { MailboxEntry, MailboxMessage } from '@lms/sdk/calls';
import { ADMINISTRATOR, INSTRUCTOR, SITE_ADMIN } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const VALIDATION_ID = '6b0200000000000000000001';
const RESET_ID = '6b0200000000000000000002';

const validation: MailboxEntry = {
  _id: VALIDATION_ID,
  to: 'ana@example.org',
  subject: 'Validate your email',
  kind: 'validation',
  status: 'sent',
  transport: 'mailbox',
  created_at: '2026-03-02T09:15:00.000Z',
  sent_at: '2026-03-02T09:15:01.000Z',
};

const reset: MailboxEntry = {
  _id: RESET_ID,
  to: 'bo@example.org',
  subject: 'Reset your password',
  kind: 'password-reset',
  status: 'failed',
  transport: 'smtp',
  created_at: '2026-03-02T10:00:00.000Z',
  sent_at: null,
};

const validationMessage: MailboxMessage = {
  ...validation,
  text: 'Welcome!\nOpen http://localhost:3000/validate/abc123. Then log in.',
  html: '<p><a href="http://localhost:3000/validate/abc123">Validate</a></p>',
  attempts: 1,
  last_error: null,
  body_hidden: false,
  user_id: null,
  message_id: null,
};

const mailboxRoutes: FakeRoutes = {
  'GET /server/dev/mailbox/': { body: { messages: [reset, validation] } },
  'GET /server/dev/mailbox/?to=ana%40example.org': { body: { messages: [validation] } },
  'GET /server/dev/mailbox/?to=nobody%40example.org': { body: { messages: [] } },
  [`GET /server/dev/mailbox/${VALIDATION_ID}/`]: { body: validationMessage },
  [`GET /server/dev/mailbox/${RESET_ID}/`]: { body: { ...reset, text: null, html: null, attempts: 1, last_error: 'Recipient refused', body_hidden: true } },
};

describe('/dev/mailbox', () => {
  it('lists the sent mail for a site administrator: to, subject, kind, status and time', async () => {
    renderApp({ path: '/dev/mailbox', user: SITE_ADMIN, routes: mailboxRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['To', 'Subject', 'Kind', 'Status', 'Time']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['bo@example.org', 'Reset your password', 'password-reset', 'Failed'],
      ['ana@example.org', 'Validate your email', 'validation', 'Sent'],
    ]);
    expect(rows[1]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-02T09:15:01.000Z');
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-02T10:00:00.000Z');
  });

  it('filters by recipient through ?to= and says when nothing was sent there', async () => {
    const { router, server } = renderApp({ path: '/dev/mailbox', user: SITE_ADMIN, routes: mailboxRoutes });
    await userEvent.type(await screen.findByLabelText('Recipient'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?to=ana%40example.org');
    expect(server.calls.some((call) => call.path === '/server/dev/mailbox/?to=ana%40example.org')).toBe(true);

    await userEvent.clear(screen.getByLabelText('Recipient'));
    await userEvent.type(screen.getByLabelText('Recipient'), 'nobody@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No mail was sent to nobody@example.org.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('opens a message with its links clickable, so a validation link can be followed', async () => {
    const { router } = renderApp({ path: '/dev/mailbox', user: SITE_ADMIN, routes: mailboxRoutes });
    await userEvent.click(await screen.findByRole('link', { name: 'Validate your email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Validate your email' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?message=${VALIDATION_ID}`);
    const link = screen.getByRole('link', { name: 'http://localhost:3000/validate/abc123' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/validate/abc123');
    const text = link.closest('.mailbox-text')!;
    expect(text.textContent).toBe(validationMessage.text);
    const html = screen.getByTitle('HTML version of Validate your email');
    expect(html.getAttribute('sandbox')).toBe('');
    expect(html.getAttribute('srcdoc')).toBe(validationMessage.html);
    expect(screen.getByText('Built-in mailbox')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the mailbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' })).toBeTruthy();
  });

  it('shows why a message failed, and says when its text went out by SMTP only', async () => {
    renderApp({ path: `/dev/mailbox?message=${RESET_ID}`, user: SITE_ADMIN, routes: mailboxRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('Recipient refused (after 1 try)')).toBeTruthy();
    expect(screen.getByText('This message went out by SMTP: its text and links are for the recipient only.')).toBeTruthy();
    expect(screen.getByText('SMTP')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'HTML version' })).toBeNull();
  });

  it('says so when no mail has been sent', async () => {
    renderApp({ path: '/dev/mailbox', user: SITE_ADMIN, routes: { 'GET /server/dev/mailbox/': { body: { messages: [] } } } });
    expect(await screen.findByText('No mail has been sent yet.')).toBeTruthy();
  });

  it('is not there for anyone below a site administrator (it holds everyone\'s reset links), and sends anonymous visitors to log in', async () => {
    for (const user of [INSTRUCTOR, ADMINISTRATOR]) {
      const { server } = renderApp({ path: '/dev/mailbox', user, routes: mailboxRoutes });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(server.calls.some((call) => call.path.startsWith('/server/dev/mailbox'))).toBe(false);
      resetBrowserState();
    }

    const anonymous = renderApp({ path: '/dev/mailbox', user: null, routes: mailboxRoutes });
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'));
  });
});

describe('linkParts', () => {
  it('makes http(s) links of a text, leaving sentence punctuation outside', () => {
    expect(linkParts('See https://x.example/a?b=1. Or (http://y.example/c), then stop')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://x.example/a?b=1' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', href: 'http://y.example/c' },
      { kind: 'text', text: '), then stop' },
    ]);
    expect(linkParts('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
    expect(linkParts('javascript:alert(1) ftp://z.example')).toEqual([{ kind: 'text', text: 'javascript:alert(1) ftp://z.example' }]);
  });
});
