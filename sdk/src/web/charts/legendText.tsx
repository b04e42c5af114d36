/**
 * A legend entry's name in the body text colour: Recharts writes it in the
 * series colour, which is only sure of 3:1 (enough for a bar, not for text).
 * Legends keep the series order (`itemSorter={null}`), not Recharts' alphabetical one.
 */
export function legendText(value: unknown) {
  return <span style={{ color: 'var(--lms-text, #1d2a2a)' }}>{String(value)}</span>;
}
