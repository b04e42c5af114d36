const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time as the spec writes dates (MM/DD/YYYY HH:MI), in the reader's time zone. */
export function dateText(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Part 3 §5: dates after 2198 mean no date (the 2199-12-31 sentinel). */
const LAST_SHOWN_YEAR = 2198;

/** A date as `dateText` writes it, or 'none' when there is none. */
export const dateOrNone = (iso: string | null) => (iso === null || new Date(iso).getFullYear() > LAST_SHOWN_YEAR ? 'none' : dateText(iso));
