import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Announcement } from '@lms/sdk/calls';
import { RealtimeConnection } from '@lms/sdk/web';
import { FakeRealtimeSocket } from '@lms/sdk/testing/web';
import { COURSE_ID, INSTRUCTOR, OUTLINE, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { panelsPlugin } from './support/testPlugin.tsx';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes, FakeServer } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const LIST: FakeRoutes = { 'GET /server/courses/': { body: { courses: [] } } };

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: '6b0400000000000000000001',
    audience: 'site-wide',
    title: 'Maintenance tonight',
    post: 'The site is down\nfrom 10 to 11 pm.',
    posted_at: '2026-03-02T09:00:00.000Z',
    withdrawn_at: null,
    ...overrides,
  };
}

const called = (server: FakeServer, method: string, path: string) => server.calls.some((call) => call.method === method && call.path === path);

describe('the announcement banner', () => {
  it('shows a post made while the tab is open, told live by the realtime hub (issue 24 item 8)', async () => {
    const socket = new FakeRealtimeSocket();
    let current: Announcement | null = null;
    renderApp({
      path: '/list',
      user: STUDENT,
      routes: { ...LIST, 'GET /server/announcements/': () => ({ body: { announcement: current } }) },
      realtime: new RealtimeConnection(() => socket),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    current = announcement({ title: 'Snow day' });
    socket.serverEmit('announcements:changed', { audience: 'site-wide' });
    expect(await within(await screen.findByRole('region', { name: 'Announcement' })).findByText('Snow day')).toBeTruthy();
    current = null;
    socket.serverEmit('announcements:changed', { audience: 'site-wide' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull());
  });

  it('shows the announcement under the header in a status region, and dismissing shows the next one', async () => {
    const siteWide = announcement();
    const forStudents = announcement({ _id: '6b0400000000000000000002', audience: 'students', title: 'Exam week', post: 'Good luck!' });
    let current: Announcement | null = siteWide;
    const { server } = renderApp({
      path: '/list',
      user: STUDENT,
      routes: {
        ...LIST,
        'GET /server/announcements/': () => ({ body: { announcement: current } }),
        [`POST /server/announcements/${siteWide._id}/dismiss/`]: () => {
          current = forStudents;
          return { body: { status: 'dismissed' } };
        },
        [`POST /server/announcements/${forStudents._id}/dismiss/`]: () => {
          current = null;
          return { body: { status: 'dismissed' } };
        },
      },
    });
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(banner).getByRole('status').textContent).toContain('Maintenance tonight');
    expect(screen.getByRole('banner').nextElementSibling).toBe(banner);
    expect(within(banner).getByText('Maintenance tonight')).toBeTruthy();
    expect(banner.querySelector('.announcement-banner__post')?.textContent).toBe('The site is down\nfrom 10 to 11 pm.');

    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss announcement: Maintenance tonight' }));
    expect(await screen.findByText('Exam week')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement: Exam week' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull());
    expect(called(server, 'POST', `/server/announcements/${forStudents._id}/dismiss/`)).toBe(true);
  });

  it('keeps the announcement when dismissing fails, and says why', async () => {
    renderApp({
      path: '/list',
      user: STUDENT,
      routes: {
        ...LIST,
        'GET /server/announcements/': { body: { announcement: announcement() } },
        [`POST /server/announcements/${announcement()._id}/dismiss/`]: { status: 404, body: { errno: 'not-found', error: 'No such announcement.' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement: Maintenance tonight' }));
    expect(await screen.findByText('No such announcement.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
  });

  it('shows nothing without an announcement, asks nothing of anonymous visitors, and a failed read never ends the session', async () => {
    const { server, unmount } = renderApp({ path: '/list', user: STUDENT, routes: { ...LIST, 'GET /server/announcements/': { body: { announcement: null } } } });
    await waitFor(() => expect(called(server, 'GET', '/server/announcements/')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    unmount();

    const failing = renderApp({ path: '/list', user: STUDENT, routes: { ...LIST, 'GET /server/announcements/': { status: 500, body: { errno: 'internal-error', error: 'Something went wrong on our side.' } } } });
    await waitFor(() => expect(called(failing.server, 'GET', '/server/announcements/')).toBe(true));
    await screen.findByRole('button', { name: /^My Account/ });
    expect(called(failing.server, 'POST', '/server/logout/')).toBe(false);
    expect(failing.router.state.location.pathname).toBe('/list');
    failing.unmount();

    const anonymous = renderApp({ path: '/login', user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(called(anonymous.server, 'GET', '/server/announcements/')).toBe(false);
  });
});

describe('the announcement history (professors)', () => {
  const HISTORY: Announcement[] = [
    announcement({ _id: '6b0400000000000000000003', audience: 'instructors', title: 'Grades due', post: 'Submit grades by Friday.', withdrawn_at: '2026-03-03T09:00:00.000Z' }),
    announcement({ _id: '6b0400000000000000000004', audience: 'everyone', title: 'Welcome back', post: 'A new term starts.' }),
  ];
  const historyRoutes: FakeRoutes = { ...LIST, 'GET /server/announcements/history/': { body: { history: HISTORY } } };

  it('is a header entry for professors that opens the last entries in a dialog', async () => {
    const { server } = renderApp({ path: '/list', user: INSTRUCTOR, routes: historyRoutes });
    const entry = await screen.findByRole('button', { name: 'Announcement history' });
    await userEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Announcement history' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Grades due', 'Welcome back']);
    expect(items[0]!.textContent).toContain('Instructors');
    expect(items[0]!.textContent).toContain('Withdrawn');
    expect(items[1]!.textContent).toContain('Everyone');
    expect(items[1]!.textContent).not.toContain('Withdrawn');
    expect(called(server, 'GET', '/server/announcements/history/')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(entry);
  });

  it('says when there is no history yet', async () => {
    renderApp({ path: '/list', user: SITE_ADMIN, routes: { ...LIST, 'GET /server/announcements/history/': { body: { history: [] } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Announcement history' }));
    expect(await screen.findByText('There are no announcements yet.')).toBeTruthy();
  });

  it('is not offered to students', async () => {
    renderApp({ path: '/list', user: STUDENT, routes: LIST });
    await screen.findByRole('button', { name: /^My Account/ });
    expect(screen.queryByRole('button', { name: 'Announcement history' })).toBeNull();
  });

  it("opens from the 'more' menu on a narrow screen", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      renderApp({
        path: `/${COURSE_ID}`,
        user: INSTRUCTOR,
        routes: {
          ...historyRoutes,
          'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
          [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        },
        // Enough icons in a course (view, help, messages and four more panels) to overflow.
        manifests: [
          panelsPlugin('more-panels', { notes: 'Notes', bookmarks: 'Bookmarks', calendar: 'Calendar' }),
        ],
      });
      await screen.findByRole('button', { name: /^View:/ });
      expect(screen.queryByRole('button', { name: 'Announcement history' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      await userEvent.click(screen.getByRole('button', { name: 'Announcement history' }));
      expect(await screen.findByRole('dialog', { name: 'Announcement history' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
