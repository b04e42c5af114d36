const DISPLAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A stored date as the reader's clock shows it. */
export function displayDate(iso: string): string {
  return DISPLAY.format(new Date(iso));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a datetime-local input's value (the reader's time zone); empty for no date. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an ISO date; null when empty (no date). */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
