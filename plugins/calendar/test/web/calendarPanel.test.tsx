import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CALENDAR_OFF } from '../../src/calls/calendarCalls.ts';
import CalendarPanel from '../../src/web/CalendarPanel.tsx';
import { useCalendarShown } from '../../src/web/calendarInUse.ts';
import { COURSE, entry, renderWithServer, violations } from './calendarFixture.tsx';

/** 23 entries from today on, one a day, and one from yesterday that the panel leaves out. */
const ENTRIES = [entry(99, new Date(2030, 2, 9, 10).toISOString()), ...Array.from({ length: 23 }, (_, i) => entry(i + 1, new Date(2030, 2, 10 + i, 10).toISOString()))];

function open(courseId: string | null = COURSE, useCalendar = true) {
  return { ...renderWithServer(CalendarPanel, { onClose: vi.fn(), courseId }, ENTRIES, useCalendar), user: userEvent.setup() };
}

/** The header's and the course menu's `useShown` hook, drawn where a test can read it. */
function Shown() {
  return <output aria-label="Entries shown">{String(useCalendarShown())}</output>;
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
    expect(calls.find((call) => call.includes('/entries'))).toBe(`GET calendar/${COURSE}/entries?from=${encodeURIComponent(new Date(2030, 2, 10).toISOString())}`);
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
    expect((await screen.findByRole('link', { name: 'Open the calendar' })).getAttribute('href')).toBe(`/${COURSE}/full-calendar`);
    const { unmount } = open(null);
    expect(screen.getByText('Open a course to see its calendar.')).toBeTruthy();
    unmount();
  });

  it('says the calendar is off in a course with use_calendar off, and leaves its header and course menu entries out', async () => {
    const { calls } = renderWithServer(
      () => (
        <>
          <Shown />
          <CalendarPanel onClose={vi.fn()} courseId={COURSE} />
        </>
      ),
      {},
      ENTRIES,
      false,
    );
    expect(await screen.findByText(CALENDAR_OFF)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Entries shown' }).textContent).toBe('false'));
    expect(screen.queryByRole('link', { name: 'Open the calendar' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('GET calendar/'))).toEqual([]);
  });

  it('makes, shows once, renews and stops the subscription address from the Subscribe to calendar dialog', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Subscribe to calendar' }));
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
    expect(calls.filter((call) => call.includes('/feed'))).toEqual([
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
