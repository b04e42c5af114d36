import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import CalendarPanel from '../../src/web/CalendarPanel.tsx';
import { COURSE, entry, renderWithServer, violations } from './calendarFixture.tsx';

/** 23 entries from today on, one a day, and one from yesterday that the panel leaves out. */
const ENTRIES = [entry(99, new Date(2030, 2, 9, 10).toISOString()), ...Array.from({ length: 23 }, (_, i) => entry(i + 1, new Date(2030, 2, 10 + i, 10).toISOString()))];

function open(courseId: string | null = COURSE) {
  return { ...renderWithServer(CalendarPanel, { onClose: vi.fn(), courseId }, ENTRIES), user: userEvent.setup() };
}

const shown = () => within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 2, 10, 12, 0));
});

afterEach(() => vi.useRealTimers());

describe('the calendar panel', () => {
  it("shows 10 entries from today, and 'More' adds another 10 until none are left", async () => {
    const { user, container, calls } = open();
    await waitFor(() => expect(shown()).toHaveLength(10));
    expect(shown()[0]).toBe('Numbers: Quiz 1 due');
    expect(calls[0]).toBe(`GET calendar/${COURSE}/entries?from=${encodeURIComponent(new Date(2030, 2, 10).toISOString())}`);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(calls.at(-1)).toContain('limit=20');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(shown()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(shown()).not.toContain('Numbers: Quiz 99 due');
  });

  it('links to the full calendar, and asks for a course outside one', async () => {
    open();
    expect(screen.getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(`/${COURSE}/full-calendar`);
    const { unmount } = open(null);
    expect(screen.getByText('Open a course to see its calendar.')).toBeTruthy();
    unmount();
  });

  it('makes, shows once, renews and stops the subscription address from the Subscribe to calendar dialog', async () => {
    const { user, calls } = open();
    await user.click(screen.getByRole('button', { name: 'Subscribe to calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to calendar' });
    await within(dialog).findByText('You have no subscription address for this course.');
    expect(await violations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make my subscription address' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Your subscription address' });
    expect((address as HTMLInputElement).value).toMatch(/^https:\/\/lms\.example\/server\/calendar\/feed\/t{43}\/calendar\.ics$/);
    expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(await violations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(calls.filter((call) => call === `POST calendar/${COURSE}/feed`)).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Stop the subscription' }));
    await within(dialog).findByText('You have no subscription address for this course.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(calls.filter((call) => !call.includes('/entries'))).toEqual([
      `GET calendar/${COURSE}/feed`,
      `POST calendar/${COURSE}/feed`,
      `GET calendar/${COURSE}/feed`,
      `POST calendar/${COURSE}/feed`,
      `GET calendar/${COURSE}/feed`,
      `DELETE calendar/${COURSE}/feed`,
      `GET calendar/${COURSE}/feed`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
