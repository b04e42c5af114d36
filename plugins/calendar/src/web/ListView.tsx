import type { CalendarEntry } from '../calls/calendarCalls.ts';
import { dayKey, formatLongDay } from './calendarDates.ts';
import { EntryItem } from './EntryItem.tsx';

/** The list view: the range's entries by day, each day a heading and its entries. */
export function ListView({ entries, label }: { entries: readonly CalendarEntry[]; label: string }) {
  if (entries.length === 0) return <p className="calendar-empty">Nothing is dated in {label}.</p>;
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = dayKey(new Date(entry.date));
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return (
    <div className="calendar-list">
      {[...days.values()].map((dayEntries) => {
        const day = new Date(dayEntries[0]!.date);
        return (
          <section key={dayKey(day)} aria-label={formatLongDay(day)}>
            <h3 className="calendar-list__day">{formatLongDay(day)}</h3>
            <ul className="calendar-entries">
              {dayEntries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
