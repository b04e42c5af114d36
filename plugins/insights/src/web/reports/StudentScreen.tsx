import { pageClass, AppLink, BarChart, routePath, type ScreenProps } from '@lms/sdk/web';
import { getStudentDeepDive, type StudentActivity } from '../../calls/reportCalls.ts';
import { LoadState } from './LoadState.tsx';
import { ReportsNav } from './ReportsNav.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { useCallQuery } from './serverData.ts';
import { ENGAGEMENT_LABELS, formatSeen } from './StudentDeepDiveScreen.tsx';
import './reports.css';

function scoreText(activity: StudentActivity): string {
  if (activity.excused) return 'Excused';
  if (activity.score === null) return '—';
  const of = activity.max_score === null ? `${activity.score}` : `${activity.score} of ${activity.max_score}`;
  return activity.percent === null ? of : `${of} (${activity.percent}%)`;
}

/** Part 3 /report_student_deepdive/{student}: one student's activities with scores and attempts, and time on task by week. */
export default function StudentScreen({ params }: ScreenProps<'report_student_deepdive.student'>) {
  const { courseId, student } = params;
  const report = useCallQuery(getStudentDeepDive, { params: { courseId, studentId: student } });
  const data = report.data;
  return (
    <div className={`${pageClass('wide')} ins-reports`}>
      <h1>{data ? data.student.name : 'Student deep dive'}</h1>
      <ReportsNav courseId={courseId} current="report_student_deepdive" />
      <p>
        <AppLink to={routePath('report_student_deepdive', { courseId })}>All students</AppLink>
      </p>
      {!data && <LoadState error={report.error} what="the student's work" />}
      {data && (
        <>
          <dl className="ins-reports-figures">
            <div>
              <dt>Total</dt>
              <dd>{data.student.percent === null ? '—' : `${data.student.percent}%`}</dd>
            </div>
            <div>
              <dt>Engagement</dt>
              <dd>{ENGAGEMENT_LABELS[data.student.engagement]}</dd>
            </div>
            <div>
              <dt>Last seen</dt>
              <dd>{formatSeen(data.student.last_seen)}</dd>
            </div>
          </dl>
          <p>{data.student.engagement_explanation}</p>
          <section aria-labelledby="ins-activities">
            <h2 id="ins-activities">Activities</h2>
            {data.activities.length === 0 ? (
              <p>This course has no activities yet.</p>
            ) : (
              <ScrollTable label="Activities">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Activity</th>
                      <th scope="col">Score</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Last submitted</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.activities.map((activity) => (
                      <tr key={activity.activity_id}>
                        <th scope="row">{activity.title}</th>
                        <td>{scoreText(activity)}</td>
                        <td>{activity.attempts}</td>
                        <td>{activity.last_submitted === null ? '—' : formatSeen(activity.last_submitted)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            )}
          </section>
          <section aria-labelledby="ins-time">
            <h2 id="ins-time">Time on task</h2>
            <BarChart title="Minutes on task per week" rows={data.weeks.map((week) => ({ week: `Week of ${week.week}`, minutes: week.minutes }))} category="week" categoryLabel="Week" series={[{ key: 'minutes', label: 'Minutes' }]} orientation="bars" height={320} />
          </section>
        </>
      )}
    </div>
  );
}
