import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import CalendarScreen from '../../src/web/CalendarScreen.tsx';
import { COURSE, entry, renderWithServer, violations } from './calendarFixture.tsx';

const local = (month: number, day: number, hour = 23, minute = 59) => new Date(2030, month - 1, day, hour, minute).toISOString();

const ENTRIES = [
  entry(1, local(3, 4, 9, 0), { kind: 'open', id: 'q1-open' }),
  entry(1, local(3, 15), { id: 'q1-due' }),
  entry(2, local(3, 16), { status: 'scheduled', lessonName: null }),
  entry(3, local(4, 2), { status: 'closed' }),
];

function open() {
  return { ...renderWithServer(CalendarScreen, { params: { courseId: COURSE } }, ENTRIES), user: userEvent.setup() };
}

const cellOf = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 2, 10, 12, 0));
});

afterEach(() => vi.useRealTimers());

describe('the full calendar screen', () => {
  it('opens the Subscribe to calendar dialog when reached with ?subscribe=1 (the insights screen links there)', async () => {
    window.history.pushState({}, '', `/${COURSE}/full-calendar?subscribe=1`);
    try {
      open();
      expect(await screen.findByRole('dialog', { name: 'Subscribe to calendar' })).toBeTruthy();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("shows the month with each entry in its day, linking to its activity's page", async () => {
    const { container } = open();
    const grid = await screen.findByRole('grid', { name: 'March 2030' });
    await waitFor(() => expect(within(cellOf('2030-03-15')).getByRole('link', { name: 'Numbers: Quiz 1 due' })).toBeTruthy());
    expect(within(cellOf('2030-03-15')).getByRole('link', { name: 'Numbers: Quiz 1 due' }).getAttribute('href')).toBe(ENTRIES[1]!.link);
    expect(within(cellOf('2030-03-04')).getByRole('link', { name: 'Numbers: Quiz 1 opens' })).toBeTruthy();
    // The lesson-title rule: no lesson title when the server leaves it out.
    expect(within(cellOf('2030-03-16')).getByText('Quiz 2 due')).toBeTruthy();
    expect(within(cellOf('2030-03-16')).getByText('(scheduled)')).toBeTruthy();
    // Whole weeks: from Sunday, February 24 to Saturday, April 6.
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(cellOf('2030-02-24')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('moves between days with the arrow keys, Home, End and Page Down, one tab stop in the grid', async () => {
    const { user, calls } = open();
    await screen.findByRole('grid', { name: 'March 2030' });
    const today = cellOf('2030-03-10');
    expect(today.getAttribute('tabindex')).toBe('0');
    expect(document.querySelectorAll('[data-day][tabindex="0"]')).toHaveLength(1);
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('2030-03-11'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellOf('2030-03-18'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cellOf('2030-03-17'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cellOf('2030-03-23'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cellOf('2030-03-22'));
    await user.keyboard('{PageDown}');
    await screen.findByRole('grid', { name: 'April 2030' });
    expect(document.activeElement).toBe(cellOf('2030-04-22'));
    await waitFor(() => expect(within(cellOf('2030-04-02')).getByRole('link', { name: 'Numbers: Quiz 3 due' })).toBeTruthy());
    expect(calls.some((call) => call.includes(encodeURIComponent(new Date(2030, 2, 31).toISOString())))).toBe(true);
    // The chosen day's entries are listed under the grid (what a narrow screen shows).
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(cellOf('2030-04-01'));
    await user.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('region', { name: /^Entries of/ })).getByRole('link', { name: 'Numbers: Quiz 3 due' })).toBeTruthy();
  });

  it('switches between month, week and list views', async () => {
    const { user, container } = open();
    await screen.findByRole('grid', { name: 'March 2030' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('false');
    const week = await screen.findByRole('grid', { name: /^Week of/ });
    expect(within(week).getAllByRole('gridcell')).toHaveLength(7);
    expect(await violations(container)).toEqual([]);
    await waitFor(() => expect(within(cellOf('2030-03-15')).getByRole('link', { name: 'Numbers: Quiz 1 due' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(cellOf('2030-03-17')).toBeTruthy());
    expect(cellOf('2030-03-15')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'March 2030' })).toBeTruthy();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Numbers: Quiz 1 opens', 'Numbers: Quiz 1 due', 'Quiz 2 due']);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Numbers: Quiz 3 due']));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2, name: 'March 2030' })).toBeTruthy();
  });
});
