const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function MailTime({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{WHEN.format(new Date(value))}</time>;
}
