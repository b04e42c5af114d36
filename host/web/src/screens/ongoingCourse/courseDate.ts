const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** DESIGN §3 / part 3 §5: dates at or after 2199 (the spec's no-date sentinel 2199-12-31) are shown as not set. */
const LAST_SHOWN_YEAR = 2198;

/** A course date as people read it, or null when it is not set. */
export function courseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > LAST_SHOWN_YEAR) return null;
  return DAY.format(date);
}
