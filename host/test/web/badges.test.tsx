import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RealtimeConnection } from '@lms/sdk/web';
import { FakeRealtimeSocket } from '@lms/sdk/testing/web';
import { BADGE_EARNED_MESSAGE } from '@lms/contract/badges.ts';
import type { AccountUser } from '../../web/src/screens/account/accountUser.ts';
import { STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

/** Issue 20 item 8 on the web: a badge earned is announced with the spec's text and listed on the account screen. */
afterEach(resetBrowserState);

const COURSE = '6b01345d00000000000000c1';
const EARLIER = { key: 'course.all-lessons-visited', title: 'Every lesson visited', course_id: COURSE, awarded_at: '2026-03-14T15:00:00.000Z' };
const NEW = { key: 'flashcards.streak-3', title: '3 days of review in a row', course_id: COURSE, awarded_at: '2026-03-16T09:00:00.000Z' };

function renderAccount(user: AccountUser) {
  const socket = new FakeRealtimeSocket();
  const view = renderApp({
    path: '/account',
    user,
    routes: { 'GET /server/account/paid_courses/': { body: { courses: [] } } },
    realtime: new RealtimeConnection(() => socket),
  });
  return { ...view, socket };
}

const badgeList = async () => within((await screen.findByRole('heading', { name: 'Badges' })).closest('section')!);

describe('badges', () => {
  it('lists the badges of the session user on the account screen', async () => {
    renderAccount({ ...STUDENT, badges: [EARLIER] });
    const list = await badgeList();
    expect(list.getByText('Every lesson visited')).toBeTruthy();
    expect(list.getByText('Every lesson visited').nextElementSibling?.getAttribute('datetime')).toBe(EARLIER.awarded_at);
  });

  it('says so when there are none', async () => {
    renderAccount({ ...STUDENT, badges: [] });
    expect((await badgeList()).getByText('You have not earned any badges yet.')).toBeTruthy();
  });

  it("says 'Congratulations! You have earned a badge.' when one is earned, and lists it", async () => {
    const { socket } = renderAccount({ ...STUDENT, badges: [EARLIER] });
    await badgeList();
    await waitFor(() => expect(socket.connected).toBe(true));
    socket.serverEmit('badges:earned', { message: BADGE_EARNED_MESSAGE, badge: NEW });
    const notice = await screen.findByText('Congratulations! You have earned a badge.');
    expect(notice.closest('[role="status"]')?.className).toContain('notification--success');
    const list = await badgeList();
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('.account-badges__title')?.textContent)).toEqual(['Every lesson visited', '3 days of review in a row']);
  });

  it('ignores a malformed event', async () => {
    const { socket } = renderAccount({ ...STUDENT, badges: [] });
    await badgeList();
    await waitFor(() => expect(socket.connected).toBe(true));
    socket.serverEmit('badges:earned', { message: 'Something else', badge: NEW });
    socket.serverEmit('badges:earned', { message: BADGE_EARNED_MESSAGE, badge: { key: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(BADGE_EARNED_MESSAGE)).toBeNull();
    expect((await badgeList()).getByText('You have not earned any badges yet.')).toBeTruthy();
  });
});
