const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day (yyyy-mm-dd, or the date part of an ISO date-time) as mm/dd/yyyy, the product's date order. */
export function formatDay(value: string | null): string {
  const match = value ? DAY.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** A moment as mm/dd/yyyy hh:mm in the reader's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
