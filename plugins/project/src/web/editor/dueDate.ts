import { readDateParts, splitDate } from '@lms/sdk/rules';

/** A stored due date as a datetime-local input's value (the reader's time zone); empty for no date. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const { date, time } = splitDate(iso);
  return `${date}T${time}`;
}

/**
 * A datetime-local input's value as the config keeps it: the whole moment
 * (ISO) and its HH:MM as typed (`due_time`); both null when empty or unreadable.
 */
export function fromLocalInput(value: string): { due_date: string | null; due_time: string | null } {
  const [date = '', time = ''] = value.split('T');
  const at = readDateParts(date, time);
  return at ? { due_date: at.toISOString(), due_time: time.slice(0, 5) } : { due_date: null, due_time: null };
}
