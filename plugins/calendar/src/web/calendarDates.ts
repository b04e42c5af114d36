/**
 * Days as the reader's calendar shows them, in their own time zone: weeks
 * start on Sunday, a month view shows the whole weeks that hold the month.
 */

export type CalendarView = 'month' | 'week' | 'list';

export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());
export const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const startOfWeek = (date: Date): Date => addDays(startOfDay(date), -date.getDay());
export const startOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), 1);
const startOfNextMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth() + 1, 1);
export const sameMonth = (a: Date, b: Date): boolean => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

const two = (value: number) => String(value).padStart(2, '0');
/** yyyy-mm-dd of a local day (a key, and a <time> value). */
export const dayKey = (date: Date): string => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** The weeks a view shows: the month's whole weeks, or the one week of `anchor`. */
export function weeksOf(view: 'month' | 'week', anchor: Date): Date[][] {
  const first = startOfWeek(view === 'month' ? startOfMonth(anchor) : anchor);
  const last = view === 'month' ? addDays(startOfNextMonth(anchor), -1) : first;
  const weeks: Date[][] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  return weeks;
}

/** The instants a view asks entries for: [from, to). */
export function rangeOf(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 7) };
  }
  if (view === 'month') {
    const weeks = weeksOf('month', anchor);
    return { from: weeks[0]![0]!, to: addDays(weeks.at(-1)![0]!, 7) };
  }
  return { from: startOfMonth(anchor), to: startOfNextMonth(anchor) };
}

/** The anchor one step back or on: a month, or a week. */
export function shifted(view: CalendarView, anchor: Date, step: 1 | -1): Date {
  return view === 'week' ? addDays(anchor, 7 * step) : new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const longDay = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortWeekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** What the view shows, as its heading says it. */
export function viewTitle(view: CalendarView, anchor: Date): string {
  if (view !== 'week') return monthTitle.format(anchor);
  return `Week of ${longDay.format(startOfWeek(anchor))}`;
}

export const formatLongDay = (date: Date): string => longDay.format(date);
export const formatWeekday = (date: Date): string => shortWeekday.format(date);
export const formatTime = (date: Date): string => time.format(date);
