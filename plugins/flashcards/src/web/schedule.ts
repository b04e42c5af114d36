import type { CardSchedule } from '../calls/reviewCalls.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Next review Jan 4, 2030 (3 days)": a card's FSRS interval and next due date. */
export function scheduleText(schedule: Pick<CardSchedule, 'due' | 'interval_days'>): string {
  const days = schedule.interval_days === 1 ? '1 day' : `${schedule.interval_days} days`;
  return `Next review ${dateFormat.format(new Date(schedule.due))} (${days})`;
}
