import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Inbox, MessageRecipient as RosterStudent, ReceivedMessage } from '@lms/sdk/calls';
import { COURSE_ID, INSTRUCTOR, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes, FakeServer } from './support/fakeServer.ts';
import { errorOf } from './support/fieldError.ts';
import { testNotesPlugin } from './support/testPlugin.tsx';

afterEach(resetBrowserState);

const INBOX = `/server/messages/${COURSE_ID}/`;
const FIRST = '6b0300000000000000000001';
const SECOND = '6b0300000000000000000002';
const ADA: RosterStudent = { _id: '6b0300000000000000000a0a', firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace' };
const GRACE: RosterStudent = { _id: '6b0300000000000000000b0b', firstname: 'Grace', lastname: 'Hopper', name: 'Grace Hopper' };

const fromTeacher: ReceivedMessage = {
  _id: SECOND,
  kind: 'all',
  from: { _id: '6b0300000000000000000c0c', name: 'Dana Whitfield' },
  text: 'Quiz on Friday.\nBring a pencil.',
  created_at: '2026-03-02T09:00:00.000Z',
  read: false,
};
const fromBot: ReceivedMessage = { _id: FIRST, kind: 'bot', from: null, text: 'A post was flagged.', created_at: '2026-03-01T09:00:00.000Z', read: true };

function inboxOf(overrides: Partial<Inbox> = {}): Inbox {
  return { messages: [fromTeacher, fromBot], unread: 1, messaging_disabled: false, professor: false, ...overrides };
}

function courseRoutes(role: 'student' | 'instructor', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    ...extra,
  };
}

const inboxReads = (server: FakeServer) => server.calls.filter((call) => call.method === 'GET' && call.path === INBOX).length;
const posts = (server: FakeServer, path: string) => server.calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function openMessages() {
  await userEvent.click(await screen.findByRole('button', { name: 'Messages' }));
  return screen.findByRole('complementary', { name: 'Messages' });
}

describe('the Messages panel for a student', () => {
  it('lists received messages newest first, with unread marks, senders and kinds, and no message box', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes('student', { [`GET ${INBOX}`]: { body: inboxOf() } }) });
    const panel = await openMessages();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Unread');
    expect(items[0]!.textContent).toContain('Dana Whitfield');
    expect(items[0]!.textContent).toContain('To all students');
    expect(items[0]!.querySelector('.message__text')?.textContent).toBe('Quiz on Friday.\nBring a pencil.');
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:00:00.000Z');
    expect(items[1]!.textContent).toContain('Automatic message');
    expect(items[1]!.textContent).not.toContain('Unread');
    expect(within(panel).getByText('1 unread')).toBeTruthy();
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByLabelText('Message')).toBeNull();
  });

  it('marks one message, or all, as read', async () => {
    const third: ReceivedMessage = { ...fromTeacher, _id: '6b0300000000000000000003', kind: 'private', text: 'See me after class.' };
    let unread = 2;
    const { server } = renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: courseRoutes('student', {
        [`GET ${INBOX}`]: { body: inboxOf({ messages: [third, fromTeacher, fromBot], unread: 2 }) },
        [`POST ${INBOX}read/`]: (body) => {
          unread -= (body as { ids: string[] }).ids.length;
          return { body: { unread } };
        },
      }),
    });
    const panel = await openMessages();
    const markButtons = await within(panel).findAllByRole('button', { name: 'Mark as read: message from Dana Whitfield' });
    expect(markButtons).toHaveLength(2);
    await userEvent.click(markButtons[0]!);
    expect(posts(server, `${INBOX}read/`)).toEqual([{ ids: [third._id] }]);
    await waitFor(() => expect(within(panel).getByText('1 unread')).toBeTruthy());
    expect(within(panel).getByText('Private')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(posts(server, `${INBOX}read/`)[1]).toEqual({ ids: [SECOND] });
    await waitFor(() => expect(within(panel).getByText('0 unread')).toBeTruthy());
    expect(within(panel).queryByText('Unread')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says when there are no messages', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes('student', { [`GET ${INBOX}`]: { body: inboxOf({ messages: [], unread: 0 }) } }) });
    const panel = await openMessages();
    expect(await within(panel).findByText('No messages yet.')).toBeTruthy();
  });

  it('asks for new messages on opening and every 60 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { server, shell } = renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: courseRoutes('student', { [`GET ${INBOX}`]: { body: inboxOf() } }) });
      await openMessages();
      await waitFor(() => expect(inboxReads(server)).toBe(1));
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(inboxReads(server)).toBe(2));
      shell.panels.closeRight();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(inboxReads(server)).toBe(2);
      shell.panels.openRight('messages');
      await waitFor(() => expect(inboxReads(server)).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('is offered on course screens only', async () => {
    renderApp({ path: '/list', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await screen.findByRole('button', { name: /^My Account/ });
    expect(screen.queryByRole('button', { name: 'Messages' })).toBeNull();
  });

  it("gives way to an installed plugin's Messages panel", async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, manifests: [testNotesPlugin], routes: courseRoutes('student') });
    const panel = await openMessages();
    expect(panel.textContent).toContain('Your messages');
  });
});

describe('the message box of a professor', () => {
  const professorRoutes = (extra: FakeRoutes = {}) =>
    courseRoutes('instructor', {
      [`GET ${INBOX}`]: { body: inboxOf({ messages: [], unread: 0, professor: true }) },
      [`GET ${INBOX}recipients/`]: { body: { students: [GRACE, ADA] } },
      ...extra,
    });

  it('sends to all students or privately to one student of the roster', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}`,
      user: INSTRUCTOR,
      routes: professorRoutes({ [`POST ${INBOX}`]: (body) => ({ status: 201, body: { message: { _id: SECOND, kind: 'all', ...(body as object) }, recipients: (body as { to: string }).to === 'all' ? 2 : 1 } }) }),
    });
    const panel = await openMessages();
    const to = (await within(panel).findByLabelText('To')) as HTMLSelectElement;
    await waitFor(() => expect([...to.options].map((option) => option.text)).toEqual(['All students', 'Grace Hopper', 'Ada Lovelace']));
    await userEvent.type(within(panel).getByLabelText('Message'), 'Quiz on Friday.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Message sent to all students (2).')).toBeTruthy();
    expect((within(panel).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    await userEvent.selectOptions(to, 'Ada Lovelace');
    await userEvent.type(within(panel).getByLabelText('Message'), 'See me after class.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Message sent to Ada Lovelace.')).toBeTruthy();
    expect(posts(server, INBOX)).toEqual([
      { to: 'all', text: 'Quiz on Friday.' },
      { to: ADA._id, text: 'See me after class.' },
    ]);
  });

  it('asks for a message before sending, and shows the server’s refusal at its field', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}`,
      user: INSTRUCTOR,
      routes: professorRoutes({
        [`POST ${INBOX}`]: {
          status: 422,
          body: { errno: 'validation-failed', error: 'This person is not a student of this course.', fields: [{ field: 'to', message: 'This person is not a student of this course.' }] },
        },
      }),
    });
    const panel = await openMessages();
    await userEvent.type(await within(panel).findByLabelText('Message'), '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(errorOf('Message')).toBe('Please write a message.');
    expect(posts(server, INBOX)).toEqual([]);
    await userEvent.type(within(panel).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('To')).toBe('This person is not a student of this course.'));
    expect(errorOf('Message')).toBeUndefined();
  });

  it('shows that messaging is disabled for the course instead of the message box', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: INSTRUCTOR, routes: professorRoutes({ [`GET ${INBOX}`]: { body: inboxOf({ professor: true, messaging_disabled: true }) } }) });
    const panel = await openMessages();
    expect(await within(panel).findByText('Messaging is disabled for this course.')).toBeTruthy();
    expect(within(panel).queryByLabelText('Message')).toBeNull();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });
});
