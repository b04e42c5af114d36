/** A header entry's count on its icon (HeaderEntry.useCount), read aloud with the entry's label; nothing at 0. */
export function EntryCount({ useCount }: { useCount(): number | null }) {
  const count = useCount() ?? 0;
  if (count <= 0) return null;
  return (
    <span className="icon-button__count">
      <span className="visually-hidden">, </span>
      {count > 99 ? '99+' : count}
    </span>
  );
}
