/** A course date as administrators read it ("—" when unset). */
export const courseDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : '—');

/** Cents as dollars (part 1 §9: money in cents). */
export const money = (cents: number) => (cents > 0 ? `$${(cents / 100).toFixed(2)}` : 'Free');
