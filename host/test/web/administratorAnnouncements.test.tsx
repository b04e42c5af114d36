import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Announcement, AnnouncementAudience as Audience, AnnouncementOverview } from '@lms/sdk/calls';
import { ADMINISTRATOR, INSTRUCTOR, SITE_ADMIN } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes, FakeServer } from './support/fakeServer.ts';
import { errorOf } from './support/fieldError.ts';

afterEach(resetBrowserState);

const PATH = '/administrator/announcements';
const MANAGE = '/server/announcements/manage/';

function entry(audience: Audience, title: string, overrides: Partial<Announcement> = {}): Announcement {
  return { _id: `6b05000000000000000000${title.length.toString(16).padStart(2, '0')}`, audience, title, post: `${title} text`, posted_at: '2026-03-02T09:00:00.000Z', withdrawn_at: null, ...overrides };
}

const siteWide = entry('site-wide', 'Everywhere');
const everyone = entry('everyone', 'Welcome back');
const oldEveryone = entry('everyone', 'Old news item', { withdrawn_at: '2026-03-01T10:00:00.000Z' });

function overview(canPostSiteWide: boolean): AnnouncementOverview {
  return {
    can_post_site_wide: canPostSiteWide,
    audiences: [
      { audience: 'site-wide', current: siteWide, history: [siteWide] },
      { audience: 'everyone', current: everyone, history: [everyone, oldEveryone] },
      { audience: 'instructors', current: null, history: [] },
      { audience: 'students', current: null, history: [] },
    ],
  };
}

const writes = (server: FakeServer) => server.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]);
const section = (name: string) => screen.getByRole('region', { name });

describe('/administrator/announcements', () => {
  it("shows each audience's current announcement and history", async () => {
    renderApp({ path: PATH, user: ADMINISTRATOR, routes: { [`GET ${MANAGE}`]: { body: overview(false) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    expect(document.title).toContain('Announcements');
    const everyoneSection = section('Everyone');
    expect(within(everyoneSection).getByRole('heading', { level: 3, name: 'Welcome back' })).toBeTruthy();
    const history = within(everyoneSection).getAllByRole('listitem');
    expect(history.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(['Welcome back', 'Old news item']);
    expect(history[1]!.textContent).toContain('Withdrawn');
    expect(within(section('Students')).getByText('No announcement is shown to this audience.')).toBeTruthy();
    expect(within(section('Students')).getByText('Nothing posted yet.')).toBeTruthy();
    // Only site administrators post or withdraw site-wide announcements.
    expect(within(section('Site-wide')).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    const audiences = [...(screen.getByLabelText('For') as HTMLSelectElement).options].map((option) => option.value);
    expect(audiences).toEqual(['everyone', 'instructors', 'students']);
  });

  it('offers site-wide posts to site administrators', async () => {
    renderApp({ path: PATH, user: SITE_ADMIN, routes: { [`GET ${MANAGE}`]: { body: overview(true) } } });
    const select = (await screen.findByLabelText('For')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Site-wide (every site)', 'Everyone on this site', 'Instructors', 'Students']);
    expect(within(section('Site-wide')).getByRole('button', { name: 'Withdraw the site-wide announcement' })).toBeTruthy();
  });

  it('posts an announcement and refreshes the lists', async () => {
    let posted = false;
    const routes: FakeRoutes = {
      [`GET ${MANAGE}`]: () => ({ body: posted ? { ...overview(false), audiences: overview(false).audiences.map((a) => (a.audience === 'students' ? { ...a, current: entry('students', 'Exam week'), history: [entry('students', 'Exam week')] } : a)) } : overview(false) }),
      [`POST ${MANAGE}`]: (body) => {
        posted = true;
        return { status: 201, body: { ...entry('students', 'Exam week'), ...(body as object) } };
      },
    };
    const { server } = renderApp({ path: PATH, user: ADMINISTRATOR, routes });
    await userEvent.selectOptions(await screen.findByLabelText('For'), 'students');
    await userEvent.type(screen.getByLabelText('Title'), 'Exam week');
    await userEvent.type(screen.getByLabelText('Announcement'), 'Good luck!');
    await userEvent.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText('Announcement posted: Exam week')).toBeTruthy();
    expect(writes(server)).toEqual([['POST', MANAGE, { audience: 'students', title: 'Exam week', post: 'Good luck!' }]]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(within(section('Students')).getByRole('heading', { level: 3, name: 'Exam week' })).toBeTruthy());
  });

  it("shows the server's messages at their fields", async () => {
    renderApp({
      path: PATH,
      user: ADMINISTRATOR,
      routes: {
        [`GET ${MANAGE}`]: { body: overview(false) },
        [`POST ${MANAGE}`]: {
          status: 422,
          body: {
            errno: 'validation-failed',
            error: 'Please enter a title.',
            fields: [
              { field: 'title', message: 'Please enter a title.' },
              { field: 'post', message: 'Please write the announcement.' },
            ],
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Post announcement' }));
    await waitFor(() => expect(errorOf('Title')).toBe('Please enter a title.'));
    expect(errorOf('Announcement')).toBe('Please write the announcement.');
  });

  it("withdraws an audience's current announcement", async () => {
    let withdrawn = false;
    const { server } = renderApp({
      path: PATH,
      user: ADMINISTRATOR,
      routes: {
        [`GET ${MANAGE}`]: () => ({ body: withdrawn ? { ...overview(false), audiences: overview(false).audiences.map((a) => (a.audience === 'everyone' ? { ...a, current: null } : a)) } : overview(false) }),
        [`DELETE ${MANAGE}everyone/`]: () => {
          withdrawn = true;
          return { body: { status: 'withdrawn' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the everyone announcement' }));
    expect(writes(server)).toEqual([['DELETE', `${MANAGE}everyone/`, undefined]]);
    expect(await screen.findByText('The everyone announcement was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(within(section('Everyone')).getByText('No announcement is shown to this audience.')).toBeTruthy());
  });

  it('is for administrators only', async () => {
    const { server } = renderApp({ path: PATH, user: INSTRUCTOR, routes: { [`GET ${MANAGE}`]: { body: overview(false) } } });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
    expect(server.calls.some((call) => call.path === MANAGE)).toBe(false);
  });
});
