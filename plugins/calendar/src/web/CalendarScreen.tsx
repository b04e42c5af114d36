import { useMemo, useState } from 'react';
import { Button, pageClass, type ScreenProps } from '@lms/sdk/web';
import { listCalendarEntries, MAX_PAGE, type CalendarEntry } from '../calls/calendarCalls.ts';
import { dayKey, rangeOf, shifted, startOfDay, viewTitle, weeksOf, type CalendarView } from './calendarDates.ts';
import { DayGrid } from './DayGrid.tsx';
import { ListView } from './ListView.tsx';
import { useCallQuery } from './serverData.ts';
import { SubscribeButton } from './SubscribeButton.tsx';
import './calendar.css';

const VIEWS: readonly { view: CalendarView; label: string }[] = [
  { view: 'month', label: 'Month' },
  { view: 'week', label: 'Week' },
  { view: 'list', label: 'List' },
];

const STEP_NAMES: Record<CalendarView, string> = { month: 'month', week: 'week', list: 'month' };

function byDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = dayKey(new Date(entry.date));
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

/** /{courseId}/full-calendar: the reader's dated activities by month, week or as a list. */
export default function CalendarScreen({ params }: ScreenProps<'full_calendar'>) {
  const [view, setView] = useState<CalendarView>('month');
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(new Date()));
  const { from, to } = rangeOf(view, focusedDay);
  const title = viewTitle(view, focusedDay);
  const entries = useCallQuery(
    listCalendarEntries,
    { params: { courseId: params.courseId }, query: { from: from.toISOString(), to: to.toISOString(), limit: MAX_PAGE } },
    { keepPreviousAnswer: true },
  );
  const days = useMemo(() => byDay(entries.data?.entries ?? []), [entries.data]);
  const step = STEP_NAMES[view];

  return (
    <div className={`${pageClass('wide')} calendar-screen`}>
      <div className="calendar-screen__head">
        <h1>Calendar</h1>
        <SubscribeButton courseId={params.courseId} startOpen={typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('subscribe') === '1'} />
      </div>
      <div className="calendar-toolbar">
        <div role="group" aria-label="Calendar view" className="calendar-toolbar__views">
          {VIEWS.map((choice) => (
            <Button key={choice.view} variant={view === choice.view ? 'primary' : 'secondary'} small aria-pressed={view === choice.view} onClick={() => setView(choice.view)}>
              {choice.label}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Move in time" className="calendar-toolbar__moves">
          <Button variant="secondary" small aria-label={`Previous ${step}`} onClick={() => setFocusedDay(shifted(view, focusedDay, -1))}>
            ‹
          </Button>
          <Button variant="secondary" small onClick={() => setFocusedDay(startOfDay(new Date()))}>
            Today
          </Button>
          <Button variant="secondary" small aria-label={`Next ${step}`} onClick={() => setFocusedDay(shifted(view, focusedDay, 1))}>
            ›
          </Button>
        </div>
      </div>
      <h2 className="calendar-screen__title" aria-live="polite">
        {title}
      </h2>
      {entries.error ? (
        <p role="alert">{entries.error.message}</p>
      ) : entries.isPending ? (
        <p role="status">Loading…</p>
      ) : view === 'list' ? (
        <ListView entries={entries.data.entries} label={title} />
      ) : (
        <DayGrid label={title} weeks={weeksOf(view, focusedDay)} month={view === 'month' ? focusedDay : null} entriesByDay={days} focusedDay={focusedDay} onFocusDay={setFocusedDay} />
      )}
      {entries.data && entries.data.total > entries.data.entries.length && (
        <p className="notice">
          Showing the first {entries.data.entries.length} of {entries.data.total} entries.
        </p>
      )}
    </div>
  );
}
