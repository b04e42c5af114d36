import { useId, useState } from 'react';
import { AppLink, Button } from '@lms/sdk/web';
import { listCourseCalendar, type CalendarEntry } from '../../calls/calendarEntryCall.ts';
import { failureText, useCallQuery } from './tileData.ts';
import './tiles.css';

const KIND_WORDS = { open: 'Opens', due: 'Due', close: 'Closes' } as const;

function entryDate(date: string): string {
  return new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function EntryRow({ entry }: { entry: CalendarEntry }) {
  return (
    <li className="insights-calendar__entry">
      <span className="insights-calendar__status">{entry.status}</span>
      <span>
        {KIND_WORDS[entry.kind]} <time dateTime={entry.date}>{entryDate(entry.date)}</time>
      </span>
      <AppLink to={entry.link}>{entry.quizName}</AppLink>
      {entry.lessonName && <span>{`Lesson ${entry.index}: ${entry.lessonName}`}</span>}
    </li>
  );
}

/**
 * The dashboard's quiz calendar schedule (part 3 "Screen content"): the
 * course's dated activities with their status, from the calendar plugin's
 * entries call, a batch at a time (part 3 §9: 10, the label bundle's page
 * size), 'More' adding the next batch.
 */
export function QuizCalendar({ courseId }: { courseId: string }) {
  const id = useId();
  const [batches, setBatches] = useState(1);
  const first = useCallQuery(listCourseCalendar, { params: { courseId }, query: {} });
  const pageSize = first.data?.page_size ?? 10;
  const more = useCallQuery(listCourseCalendar, { params: { courseId }, query: { limit: pageSize * batches } }, { enabled: batches > 1 && first.data !== undefined, keepPreviousAnswer: true });
  const answer = batches > 1 && more.data ? more.data : first.data;

  return (
    <section className="insights-calendar-schedule" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Quiz calendar</h2>
      {first.isPending && <p role="status">Loading the calendar…</p>}
      {first.isError && <p role="status">{failureText(first.error)}</p>}
      {answer && answer.entries.length === 0 && <p>No dated quizzes yet.</p>}
      {answer && answer.entries.length > 0 && (
        <>
          <ul className="insights-calendar" aria-label={`Quiz calendar, ${answer.entries.length} of ${answer.total}`}>
            {answer.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {answer.entries.length < answer.total && (
            <Button type="button" onClick={() => setBatches((count) => count + 1)} disabled={more.isFetching}>
              More
            </Button>
          )}
        </>
      )}
    </section>
  );
}
