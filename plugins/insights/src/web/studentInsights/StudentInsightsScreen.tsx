import { useEffect, useId, useState } from 'react';
import { getLastActivity } from '@lms/sdk/calls';
import { ApiError, BarChart, LineChart, pageClass, routePath, useAppNavigate, useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { ALERT_REASON_LABELS, getStudentAlerts } from '../../calls/alertCalls.ts';
import { CALENDAR_OFF_ERRNO, listCourseCalendar } from '../../calls/calendarEntryCall.ts';
import { getMyTime, myGradebook, type LessonTime, type MyTime } from '../../calls/studentInsightsCalls.ts';
import { QuizMeList } from '../quizMe/QuizMeList.tsx';
import { useCallQuery } from './serverData.ts';
import './studentInsights.css';

/** Part 3 §9: the calendar shows 10 entries at a time unless the label bundle says otherwise. */
const DEFAULT_BATCH = 10;

/** '1 h 5 min', '12 min', '0 min'. */
export function minutesText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const dateText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function LearningInsights({ time }: { time: MyTime }) {
  const visited = time.lessons.filter((lesson) => lesson.visits > 0 && lesson.lesson_id !== null).length;
  const lessons = time.lessons.filter((lesson) => lesson.lesson_id !== null).length;
  return (
    <section aria-labelledby="ins-si-learning" className="ins-si-card">
      <h2 id="ins-si-learning">Learning insights</h2>
      <p>
        You have spent {minutesText(time.total_seconds)} in this course, {minutesText(time.past_week_seconds)} in the past week, and visited {visited} of {lessons}{' '}
        {lessons === 1 ? 'lesson' : 'lessons'}.
      </p>
    </section>
  );
}

/** The student's scored activities, by due date (undated ones last, in course order), as percents. */
export function scoreHistory(answer: { columns: readonly { id: string; report_title: string; max_score: number | null; due_date: string | null; link: string | null }[]; students: readonly { scores: readonly (number | null)[] }[] }) {
  const scores = answer.students[0]?.scores ?? [];
  const rows = answer.columns
    .map((column, index) => ({ column, index, score: scores[index] ?? null }))
    .filter((row): row is typeof row & { score: number } => row.score !== null && row.column.max_score !== null && row.column.max_score > 0);
  rows.sort((a, b) => (a.column.due_date ?? '9999').localeCompare(b.column.due_date ?? '9999') || a.index - b.index);
  return rows.map(({ column, score }) => ({
    activity: column.report_title,
    due: column.due_date,
    link: column.link,
    score,
    max_score: column.max_score!,
    percent: Math.round((score / column.max_score!) * 10000) / 100,
  }));
}

function ScoreHistory({ courseId }: { courseId: string }) {
  const gradebook = useCallQuery(myGradebook, { params: { courseId }, body: { allow_rollup: true } });
  let body;
  if (gradebook.isPending) body = <p role="status">Loading your scores…</p>;
  else if (gradebook.error) body = <p role="alert">{gradebook.error.message}</p>;
  else {
    const rows = scoreHistory(gradebook.data);
    body =
      rows.length === 0 ? (
        <p>No scores to show yet.</p>
      ) : (
        <>
          <LineChart title="Score history" rows={rows} category="activity" categoryLabel="Activity" series={[{ key: 'percent', label: 'Percent' }]} valueMax={100} formatValue={(value) => `${value}%`} />
          <div className="ins-si-table">
            <table>
              <caption>Scores</caption>
              <thead>
                <tr>
                  <th scope="col">Activity</th>
                  <th scope="col">Due</th>
                  <th scope="col">Score</th>
                  <th scope="col">Percent</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.activity}-${row.due ?? ''}`}>
                    <th scope="row">{row.link ? <a href={row.link}>{row.activity}</a> : row.activity}</th>
                    <td>{row.due ? dateText(row.due) : ''}</td>
                    <td>
                      {row.score} / {row.max_score}
                    </td>
                    <td>{row.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      );
  }
  return (
    <section aria-labelledby="ins-si-scores" className="ins-si-card">
      <h2 id="ins-si-scores">Score history</h2>
      {body}
    </section>
  );
}

function TimeInCourse({ time }: { time: MyTime }) {
  return (
    <section aria-labelledby="ins-si-time" className="ins-si-card">
      <h2 id="ins-si-time">Time spent in the course</h2>
      <dl className="ins-si-figures">
        <div>
          <dt>In all</dt>
          <dd>{minutesText(time.total_seconds)}</dd>
        </div>
        <div>
          <dt>Past week</dt>
          <dd>{minutesText(time.past_week_seconds)}</dd>
        </div>
        <div>
          <dt>Visits</dt>
          <dd>{time.visits}</dd>
        </div>
      </dl>
      <BarChart
        title="Minutes per lesson"
        rows={time.lessons.map((lesson) => ({ lesson: lesson.title, minutes: Math.round(lesson.seconds / 60) }))}
        category="lesson"
        categoryLabel="Lesson"
        series={[{ key: 'minutes', label: 'Minutes' }]}
        orientation="bars"
      />
    </section>
  );
}

function LessonTimeView({ lessons }: { lessons: readonly LessonTime[] }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const lesson = lessons[Math.min(chosen, lessons.length - 1)];
  return (
    <section aria-labelledby="ins-si-lesson" className="ins-si-card">
      <h2 id="ins-si-lesson">Time spent per lesson</h2>
      {lesson === undefined ? (
        <p>This course has no lessons yet.</p>
      ) : (
        <>
          <label htmlFor={selectId}>Lesson</label>{' '}
          <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {lessons.map((entry, index) => (
              <option key={entry.lesson_id ?? 'home'} value={index}>
                {entry.title}
              </option>
            ))}
          </select>
          <p aria-live="polite">
            {lesson.title}: {minutesText(lesson.seconds)} in {lesson.visits} {lesson.visits === 1 ? 'visit' : 'visits'}.
          </p>
          {lesson.days.length > 0 ? (
            <BarChart
              title={`Minutes per day in ${lesson.title}`}
              rows={lesson.days.map((day) => ({ day: day.day, minutes: Math.round(day.seconds / 60) }))}
              category="day"
              categoryLabel="Day"
              series={[{ key: 'minutes', label: 'Minutes' }]}
            />
          ) : (
            <p>No time recorded in this lesson yet.</p>
          )}
        </>
      )}
    </section>
  );
}

function Alerts({ courseId, studentId }: { courseId: string; studentId: string }) {
  const alerts = useCallQuery(getStudentAlerts, { params: { courseId, studentId } });
  let body;
  if (alerts.isPending) body = <p role="status">Loading alerts…</p>;
  else if (alerts.error) body = <p role="alert">{alerts.error.message}</p>;
  else if (alerts.data.alerts.length === 0) body = <p>No alerts. Keep it up!</p>;
  else
    body = (
      <ul className="ins-si-list">
        {alerts.data.alerts.map((alert) => (
          <li key={`${alert.reason}-${alert.activity_id ?? ''}-${alert.time}`}>
            <strong>{ALERT_REASON_LABELS[alert.reason]}</strong>: {alert.message} <span className="ins-si-muted">({dateText(alert.time)})</span>
            <details>
              <summary>Why</summary>
              <p>{alert.evidence.rule}</p>
            </details>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="ins-si-alerts" className="ins-si-card">
      <h2 id="ins-si-alerts">Alerts</h2>
      {body}
    </section>
  );
}

function UpcomingTasks({ courseId, from }: { courseId: string; from: string }) {
  const [shown, setShown] = useState(DEFAULT_BATCH);
  const page = useCallQuery(listCourseCalendar, { params: { courseId }, query: { from, limit: shown } }, { keepPreviousAnswer: true });
  const batch = page.data?.page_size ?? DEFAULT_BATCH;
  useEffect(() => {
    if (page.data && shown === DEFAULT_BATCH && page.data.page_size !== DEFAULT_BATCH) setShown(page.data.page_size);
  }, [page.data, shown]);
  // A course with use_calendar off: its sentence, and no way into the calendar.
  const calendarOffMessage = page.error instanceof ApiError && page.error.errno === CALENDAR_OFF_ERRNO ? page.error.message : null;
  let body;
  if (page.isPending) body = <p role="status">Loading upcoming tasks…</p>;
  else if (calendarOffMessage !== null) body = <p>{calendarOffMessage}</p>;
  else if (page.error && !page.data) body = <p role="alert">{page.error.message}</p>;
  else if (page.data!.entries.length === 0) body = <p>Nothing is due.</p>;
  else
    body = (
      <>
        <ul className="ins-si-list">
          {page.data!.entries.map((entry) => (
            <li key={entry.id}>
              <a href={entry.link}>{entry.quizName}</a> <span className="ins-si-muted">{entry.kind}</span> {dateText(entry.date)}{' '}
              <span className="ins-si-status">{entry.status}</span>
              {entry.lessonName ? <span className="ins-si-muted"> · Lesson {entry.index}: {entry.lessonName}</span> : null}
            </li>
          ))}
        </ul>
        {page.data!.entries.length < page.data!.total ? (
          <button type="button" onClick={() => setShown((count) => count + batch)}>
            More
          </button>
        ) : null}
      </>
    );
  return (
    <section aria-labelledby="ins-si-upcoming" className="ins-si-card">
      <h2 id="ins-si-upcoming">Upcoming tasks</h2>
      {body}
      {calendarOffMessage === null && (
        <p className="ins-si-actions">
          <a href={routePath('full_calendar', { courseId })}>Open calendar</a>
          <a href={`${routePath('full_calendar', { courseId })}?subscribe=1`}>Subscribe to calendar</a>
        </p>
      )}
    </section>
  );
}

function LastVisited({ courseId }: { courseId: string }) {
  const last = useCallQuery(getLastActivity, { params: { courseId } });
  const activity = last.data?.last_activity ?? null;
  return (
    <section aria-labelledby="ins-si-last" className="ins-si-card">
      <h2 id="ins-si-last">Last visited</h2>
      {last.isPending ? <p role="status">Loading…</p> : null}
      {!last.isPending && activity === null ? <p>You have not opened a page of this course yet.</p> : null}
      {activity ? (
        <p>
          <a href={`/${courseId}/${activity.lesson_id}/${activity.page_id}`}>
            {activity.lesson_title}: {activity.page_title}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** /{courseId}/insights (part 3 "Insights dashboard"): the caller's own numbers only. */
export function StudentInsights({ courseId, today }: { courseId: string; today?: string }) {
  const navigate = useAppNavigate();
  const viewer = useSessionUser();
  const time = useCallQuery(getMyTime, { params: { courseId } });
  const studentId = viewer?.mongoId ?? '';
  const redirect = time.data?.drilldown_enabled === true && studentId !== '';
  useEffect(() => {
    // Part 3 §4 Drilldown redirect.
    if (redirect) navigate(routePath('drilldown.student', { courseId, student: studentId }), { replace: true });
  }, [redirect, navigate, courseId, studentId]);
  const from = today ?? new Date().toISOString();

  let content;
  if (time.isPending || redirect) content = <p role="status">Loading your insights…</p>;
  else if (time.error) content = <p role="alert">{time.error.message}</p>;
  else
    content = (
      <div className="ins-si-grid">
        <LearningInsights time={time.data} />
        <LastVisited courseId={courseId} />
        <ScoreHistory courseId={courseId} />
        <TimeInCourse time={time.data} />
        <LessonTimeView lessons={time.data.lessons} />
        {studentId ? <Alerts courseId={courseId} studentId={studentId} /> : null}
        <UpcomingTasks courseId={courseId} from={from} />
        <QuizMeList courseId={courseId} />
      </div>
    );
  return (
    <main className={`${pageClass('wide')} ins-student-insights`} aria-labelledby="ins-si-title">
      <h1 id="ins-si-title">Insights</h1>
      <p>
        <a href={routePath('insights.gradebook', { courseId })}>My grades</a>
      </p>
      {content}
    </main>
  );
}

export default function StudentInsightsScreen({ params }: ScreenProps<'insights'>) {
  return <StudentInsights courseId={params.courseId} />;
}
