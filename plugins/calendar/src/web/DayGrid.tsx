import { useEffect, useRef, type KeyboardEvent } from 'react';
import { VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
import type { CalendarEntry } from '../calls/calendarCalls.ts';
import { addDays, dayKey, formatLongDay, formatWeekday, sameMonth, startOfWeek } from './calendarDates.ts';
import { EntryItem } from './EntryItem.tsx';

export interface DayGridProps {
  /** The grid's name (the view's title). */
  label: string;
  weeks: Date[][];
  /** Days of another month are shown dimmed (the month view). */
  month: Date | null;
  entriesByDay: ReadonlyMap<string, CalendarEntry[]>;
  /** The day that holds the grid's one tab stop. */
  focusedDay: Date;
  onFocusDay(day: Date): void;
}

/** The day a key moves to from `day` (ARIA grid pattern, with a calendar's Page Up/Down for months), or null. */
function dayAfterKey(key: string, day: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
      return new Date(day.getFullYear(), day.getMonth() - 1, day.getDate());
    case 'PageDown':
      return new Date(day.getFullYear(), day.getMonth() + 1, day.getDate());
    default:
      return null;
  }
}

/**
 * The month and week views: a grid of days, one tab stop (the focused day),
 * arrow keys between days, Home and End to the week's ends, Page Up and Page
 * Down by a month; each day lists its entries as links to their pages.
 */
export function DayGrid({ label, weeks, month, entriesByDay, focusedDay, onFocusDay }: DayGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);
  const focusedKey = dayKey(focusedDay);
  const today = dayKey(new Date());
  const focusedEntries = entriesByDay.get(focusedKey) ?? [];

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedKey}"]`)?.focus();
  }, [focusedKey, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.day === undefined) return;
    const next = dayAfterKey(event.key, focusedDay);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onFocusDay(next);
  };

  return (
    <>
      <table ref={grid} role="grid" aria-label={label} className="calendar-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" className="calendar-grid__weekday">
                {formatWeekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const entries = entriesByDay.get(key) ?? [];
                const outside = month !== null && !sameMonth(day, month);
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-day={key}
                    tabIndex={key === focusedKey ? 0 : -1}
                    aria-selected={key === focusedKey}
                    className={`calendar-grid__day${outside ? ' calendar-grid__day--outside' : ''}${key === today ? ' calendar-grid__day--today' : ''}${entries.length ? ' calendar-grid__day--busy' : ''}`}
                    onFocus={() => key !== focusedKey && onFocusDay(day)}
                  >
                    <span className="calendar-grid__date" aria-hidden="true">
                      {day.getDate()}
                    </span>
                    <span className={VISUALLY_HIDDEN_CLASS}>
                      {formatLongDay(day)}, {entries.length === 0 ? 'nothing dated' : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
                    </span>
                    {entries.length > 0 && (
                      <ul className="calendar-entries">
                        {entries.map((entry) => (
                          <EntryItem key={entry.id} entry={entry} />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="calendar-day-detail" aria-label={`Entries of ${formatLongDay(focusedDay)}`}>
        <h3 className="calendar-list__day">{formatLongDay(focusedDay)}</h3>
        {focusedEntries.length === 0 ? (
          <p>Nothing is dated on this day.</p>
        ) : (
          <ul className="calendar-entries">
            {focusedEntries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
