const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When an announcement was posted, readable, with the machine time in `dateTime`. */
export function AnnouncementTime({ value }: { value: string }) {
  return <time dateTime={value}>{WHEN.format(new Date(value))}</time>;
}
