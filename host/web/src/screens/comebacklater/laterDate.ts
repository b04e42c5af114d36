const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The start date of the come-back-later URL in the user's locale, or undefined
 * when it is no date. A bare date names a calendar day (read in UTC so no
 * time zone moves it to the day before); a full time also shows the hour.
 */
export function formatLaterDate(laterDate: string, locale?: string): string | undefined {
  const dateOnly = DATE_ONLY.test(laterDate);
  const date = new Date(laterDate);
  if (Number.isNaN(date.getTime())) return undefined;
  const format = dateOnly
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return format.format(date);
}
