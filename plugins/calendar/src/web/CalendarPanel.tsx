import { useState } from 'react';
import { AppLink, Button, routePath } from '@lms/sdk/web';
import { CALENDAR_OFF, listCalendarEntries } from '../calls/calendarCalls.ts';
import { useCalendarInUse } from './calendarInUse.ts';
import { startOfDay } from './calendarDates.ts';
import { EntryItem } from './EntryItem.tsx';
import { useCallQuery } from './serverData.ts';
import { SubscribeButton } from './SubscribeButton.tsx';
import './calendar.css';

/** The calendar right panel: the course's entries from today, a page at a time (part 3 §9: 10, and 'more' adds another 10). */
export default function CalendarPanel({ courseId }: { onClose(): void; courseId: string | null }) {
  const inUse = useCalendarInUse(courseId);
  if (courseId === null) return <p className="notice">Open a course to see its calendar.</p>;
  // Its header entry is left out in a course with use_calendar off; a panel still open from another course says so.
  if (inUse === false) return <p className="notice">{CALENDAR_OFF}</p>;
  if (inUse === undefined) return <p role="status">Loading…</p>;
  return <UpcomingEntries key={courseId} courseId={courseId} />;
}

function UpcomingEntries({ courseId }: { courseId: string }) {
  const [from] = useState(() => startOfDay(new Date()).toISOString());
  // The first page is the server's page size (the label bundle's); each 'More' asks one page more.
  const [shown, setShown] = useState<{ pages: number; pageSize: number } | null>(null);
  const limit = shown === null ? undefined : shown.pages * shown.pageSize;
  const upcoming = useCallQuery(listCalendarEntries, { params: { courseId }, query: { from, limit } }, { keepPreviousAnswer: true });
  const answer = upcoming.data;

  return (
    <div className="calendar-panel">
      <div className="calendar-panel__links">
        <AppLink to={routePath('full_calendar', { courseId })}>Open the calendar</AppLink>
        <SubscribeButton courseId={courseId} />
      </div>
      <h3 className="calendar-panel__heading">Upcoming</h3>
      {upcoming.error ? (
        <p role="alert">{upcoming.error.message}</p>
      ) : !answer ? (
        <p role="status">Loading…</p>
      ) : answer.entries.length === 0 ? (
        <p>Nothing is due from today on.</p>
      ) : (
        <>
          <ul className="calendar-entries calendar-entries--panel">
            {answer.entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} withDay />
            ))}
          </ul>
          {answer.entries.length < answer.total && (
            <Button variant="secondary" small disabled={upcoming.isFetching} onClick={() => setShown({ pages: (shown?.pages ?? 1) + 1, pageSize: answer.page_size })}>
              More
            </Button>
          )}
        </>
      )}
    </div>
  );
}
