import { pageClass, AppLink, routePath, type ScreenProps } from '@lms/sdk/web';
import { listStudentSummaries } from '../../calls/reportCalls.ts';
import { LoadState } from './LoadState.tsx';
import { ReportsNav } from './ReportsNav.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { useCallQuery } from './serverData.ts';
import './reports.css';

export const ENGAGEMENT_LABELS = { engaged: 'Engaged', struggling: 'Struggling', disengaged: 'Disengaged' } as const;

export const formatSeen = (iso: string | null) => (iso === null ? 'Never' : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** Part 3 /{courseId}/report_student_deepdive: the course's students, each opening their own deep dive. */
export default function StudentDeepDiveScreen({ params }: ScreenProps<'report_student_deepdive'>) {
  const { courseId } = params;
  const report = useCallQuery(listStudentSummaries, { params: { courseId } });
  return (
    <div className={`${pageClass('wide')} ins-reports`}>
      <h1>Student deep dive</h1>
      <ReportsNav courseId={courseId} current="report_student_deepdive" />
      {!report.data && <LoadState error={report.error} what="the students" />}
      {report.data && report.data.students.length === 0 && <p>This course has no students yet.</p>}
      {report.data && report.data.students.length > 0 && (
        <ScrollTable label="Students">
          <table>
            <caption>Students, with their course total, engagement and minutes on task over the past 7 days and the 7 before</caption>
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Total</th>
                <th scope="col">Engagement</th>
                <th scope="col">Minutes this week</th>
                <th scope="col">Minutes the week before</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {report.data.students.map((student) => (
                <tr key={student.user_id}>
                  <th scope="row">
                    <AppLink to={routePath('report_student_deepdive.student', { courseId, student: student.user_id })}>{student.name}</AppLink>
                  </th>
                  <td>{student.percent === null ? '—' : `${student.percent}%`}</td>
                  <td>
                    <details>
                      <summary>{ENGAGEMENT_LABELS[student.engagement]}</summary>
                      {student.engagement_explanation}
                    </details>
                  </td>
                  <td>{student.minutes_past_week}</td>
                  <td>{student.minutes_prior_week}</td>
                  <td>{formatSeen(student.last_seen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </div>
  );
}
