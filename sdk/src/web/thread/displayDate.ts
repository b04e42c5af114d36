const DISPLAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A stored date as the reader's clock shows it. */
export function displayDate(iso: string): string {
  return DISPLAY.format(new Date(iso));
}
