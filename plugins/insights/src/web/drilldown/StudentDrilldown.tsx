import { useState } from 'react';
import { BarChart, Button, Modal, pageClass } from '@lms/sdk/web';
import { getCourseHome } from '@lms/sdk/calls';
import { ALERT_REASON_LABELS, getStudentAlerts, type ApiAlert } from '../../calls/alertCalls.ts';
import { getDrilldownContent, getDrilldownTime, getDrilldownUser, postDrilldownObjectives } from '../../calls/drilldownCalls.ts';
import { useCallQuery } from '../dashboard/serverData.ts';

const LOOK_BACKS = [7, 14, 30, 90] as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** /{courseId}/drilldown/student/{student} (part 3 "Student drilldown"): alerts, time on task, content, objectives. */
export function StudentDrilldown({ courseId, studentId }: { courseId: string; studentId: string }) {
  const params = { courseId, studentId };
  const user = useCallQuery(getDrilldownUser, { params });
  return (
    <main className={`${pageClass('wide')} ins-drill`} aria-labelledby="ins-drill-student">
      <h1 id="ins-drill-student">{user.data ? `Drilldown: ${user.data.user.name}` : 'Drilldown'}</h1>
      {user.isPending ? <p role="status">Loading the student…</p> : null}
      {user.error ? <p role="alert">{user.error.message}</p> : null}
      {user.data ? (
        <p className="ins-drill-head">
          Course score: {user.data.percent === null ? 'no score yet' : `${Math.round(user.data.percent)}%`}. {user.data.engagement.explanation}{' '}
          {user.data.last_seen ? `Last seen ${when(user.data.last_seen.at)}.` : 'No activity recorded yet.'}
        </p>
      ) : null}
      {user.data ? (
        <>
          <AlertsSection courseId={courseId} studentId={studentId} />
          <TimeSection courseId={courseId} studentId={studentId} />
          <ContentSection courseId={courseId} studentId={studentId} />
          <ObjectivesSection courseId={courseId} studentId={studentId} />
        </>
      ) : null}
    </main>
  );
}

type Section = { courseId: string; studentId: string };

function AlertsSection({ courseId, studentId }: Section) {
  const alerts = useCallQuery(getStudentAlerts, { params: { courseId, studentId } });
  const [open, setOpen] = useState<ApiAlert | null>(null);
  return (
    <section aria-labelledby="ins-drill-alerts" className="ins-drill-section">
      <h2 id="ins-drill-alerts">Alerts</h2>
      {alerts.isPending ? <p role="status">Loading alerts…</p> : null}
      {alerts.error ? <p role="alert">{alerts.error.message}</p> : null}
      {alerts.data && alerts.data.alerts.length === 0 ? <p>No alerts.</p> : null}
      <ul className="ins-drill-alerts">
        {alerts.data?.alerts.map((alert) => (
          <li key={`${alert.reason}-${alert.activity_id ?? ''}-${alert.time}`}>
            <strong>{ALERT_REASON_LABELS[alert.reason]}</strong> ({when(alert.time)}): {alert.message}{' '}
            <button type="button" className="ins-drill-link" onClick={() => setOpen(alert)}>
              Evidence<span className="ins-visually-hidden">: {ALERT_REASON_LABELS[alert.reason]}, {when(alert.time)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Modal
          title={`${ALERT_REASON_LABELS[open.reason]}: evidence`}
          onClose={() => setOpen(null)}
          actions={
            <Button type="button" onClick={() => setOpen(null)}>
              Close
            </Button>
          }
        >
          <p>{open.message}</p>
          <p>
            <strong>Rule:</strong> {open.evidence.rule}
          </p>
          <table className="ins-table">
            <caption>The numbers</caption>
            <tbody>
              {Object.entries(open.evidence.numbers).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name.replace(/_/g, ' ')}</th>
                  <td>{value === null ? 'none' : String(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal>
      ) : null}
    </section>
  );
}

/**
 * Time on task. The server answers it at once from the roll-ups (no job
 * token), so there is no polling here; a failure shows its message.
 */
function TimeSection({ courseId, studentId }: Section) {
  const [days, setDays] = useState<number>(14);
  const time = useCallQuery(getDrilldownTime, { params: { courseId, studentId, daysSince: String(days) } });
  return (
    <section aria-labelledby="ins-drill-time" className="ins-drill-section">
      <h2 id="ins-drill-time">Time on task</h2>
      <label htmlFor="ins-drill-days">Look back</label>{' '}
      <select id="ins-drill-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
        {LOOK_BACKS.map((value) => (
          <option key={value} value={value}>
            {value} days
          </option>
        ))}
      </select>
      {time.isPending ? <p role="status">Loading time on task…</p> : null}
      {time.error ? <p role="alert">{time.error.message}</p> : null}
      {time.data ? (
        <>
          <p>
            {time.data.total_minutes} minutes in the last {days} days.
          </p>
          <BarChart title="Minutes per day" rows={time.data.days} category="day" categoryLabel="Day" series={[{ key: 'minutes', label: 'Minutes' }]} />
          <BarChart title="Minutes per lesson" rows={time.data.lessons} category="title" categoryLabel="Lesson" series={[{ key: 'minutes', label: 'Minutes' }]} orientation="bars" />
        </>
      ) : null}
    </section>
  );
}

function ContentSection({ courseId, studentId }: Section) {
  const content = useCallQuery(getDrilldownContent, { params: { courseId, studentId } });
  return (
    <section aria-labelledby="ins-drill-content" className="ins-drill-section">
      <h2 id="ins-drill-content">Content</h2>
      {content.isPending ? <p role="status">Loading content visited…</p> : null}
      {content.error ? <p role="alert">{content.error.message}</p> : null}
      {content.data && content.data.content.length === 0 ? <p>Nothing visited yet.</p> : null}
      {content.data && content.data.content.length > 0 ? (
        <div className="ins-drill-scroll">
          <table className="ins-table">
            <caption className="ins-visually-hidden">Content visited</caption>
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">Page</th>
                <th scope="col">Visits</th>
                <th scope="col">Minutes</th>
              </tr>
            </thead>
            <tbody>
              {content.data.content.map((entry) => (
                <tr key={`${entry.lesson_id}-${entry.page_id}`}>
                  <td>{entry.lesson_title}</td>
                  <th scope="row">{entry.page_title}</th>
                  <td>{entry.visits}</td>
                  <td>{entry.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Objectives: the student's progress on each page of the course (visited, minutes, graded work and its score). */
function ObjectivesSection({ courseId, studentId }: Section) {
  const home = useCallQuery(getCourseHome, { params: { courseId } });
  const pages = home.data?.lessons.flatMap((lesson) => lesson.pages.map((page) => page._id)) ?? [];
  const objectives = useCallQuery(postDrilldownObjectives, { params: { courseId, studentId }, body: { pages } }, { enabled: pages.length > 0 });
  return (
    <section aria-labelledby="ins-drill-objectives" className="ins-drill-section">
      <h2 id="ins-drill-objectives">Objectives</h2>
      {home.isPending || (pages.length > 0 && objectives.isPending) ? <p role="status">Loading objectives…</p> : null}
      {home.error || objectives.error ? <p role="alert">{(home.error ?? objectives.error)!.message}</p> : null}
      {home.data && pages.length === 0 ? <p>The course has no pages yet.</p> : null}
      {objectives.data ? (
        <div className="ins-drill-scroll">
          <table className="ins-table">
            <caption className="ins-visually-hidden">Progress on each page</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Visited</th>
                <th scope="col">Minutes</th>
                <th scope="col">Graded work</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {objectives.data.objectives.map((objective) => (
                <tr key={objective.page_id}>
                  <th scope="row">
                    {objective.lesson_title}: {objective.page_title}
                  </th>
                  <td>{objective.visited ? `Yes (${objective.visits})` : 'No'}</td>
                  <td>{objective.minutes}</td>
                  <td>{objective.activities === 0 ? 'None' : `${objective.scored} of ${objective.activities} scored`}</td>
                  <td>{objective.percent === null ? '–' : `${Math.round(objective.percent)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
