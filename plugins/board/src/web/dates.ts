import { readDateParts, splitDate } from '@lms/sdk/rules';

/** An ISO date as a datetime-local input's value (the reader's time zone, the SDK's date rules); empty for no date. */
export function toLocalInput(iso: string | null): string {
  const { date, time } = splitDate(iso);
  return iso === null ? '' : `${date}T${time}`;
}

/**
 * A datetime-local input's value as an ISO date; null when empty (no date) or
 * unreadable. The server applies the 1970-2199 bounds with the spec's message.
 */
export function fromLocalInput(value: string): string | null {
  const [date = '', time = ''] = value.split('T');
  return readDateParts(date, time)?.toISOString() ?? null;
}
