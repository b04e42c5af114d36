import { NO_CLOSE_YEAR } from '@lms/contract/rules';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A course date as people read it, or null when it is not set (DESIGN §3 / part 3 §5: after 2198, the 2199-12-31 sentinel, is not set). */
export function courseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > NO_CLOSE_YEAR) return null;
  return DAY.format(date);
}
