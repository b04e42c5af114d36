import { AppLink } from '@lms/sdk/web';
import type { CalendarEntry } from '../calls/calendarCalls.ts';
import { entrySummary } from '../rules/calendarEntries.ts';
import { formatLongDay, formatTime } from './calendarDates.ts';

/** One entry: its time (and day, unless the list is by day), a link to its activity's page, its status. */
export function EntryItem({ entry, withDay = false }: { entry: CalendarEntry; withDay?: boolean }) {
  const date = new Date(entry.date);
  return (
    <li className={`calendar-entry calendar-entry--${entry.status}`}>
      <time dateTime={entry.date} className="calendar-entry__time">
        {withDay ? `${formatLongDay(date)}, ${formatTime(date)}` : formatTime(date)}
      </time>{' '}
      <AppLink to={entry.link} className="calendar-entry__link">
        {entrySummary(entry)}
      </AppLink>{' '}
      <span className="calendar-entry__status">({entry.status})</span>
    </li>
  );
}
