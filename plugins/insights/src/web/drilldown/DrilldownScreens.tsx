import { ApiError, pageClass, routePath, useAppNavigate, useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { getDrilldownUser } from '../../calls/drilldownCalls.ts';
import { useCallQuery } from '../dashboard/serverData.ts';
import { StudentDrilldown } from './StudentDrilldown.tsx';
import { StudentSearch } from './StudentSearch.tsx';
import './drilldown.css';

/**
 * /{courseId}/drilldown: a student sees their own drilldown; a professor gets
 * the student search (the /professor modal). Who is who the server says:
 * the drilldown of one's own id answers for a student of the course and
 * not-found for its staff (part 3 §6).
 */
export function Drilldown({ courseId, searching }: { courseId: string; searching: boolean }) {
  const me = useSessionUser();
  const navigate = useAppNavigate();
  const own = useCallQuery(getDrilldownUser, { params: { courseId, studentId: me?.mongoId ?? '' } }, { enabled: Boolean(me) && !searching });
  if (!searching && own.isPending) return <main className={pageClass('wide')}><p role="status">Loading the drilldown…</p></main>;
  if (!searching && own.data) return <StudentDrilldown courseId={courseId} studentId={me!.mongoId} />;
  if (!searching && own.error && !(own.error instanceof ApiError && own.error.status === 404)) return <main className={pageClass('wide')}><p role="alert">{own.error.message}</p></main>;
  return (
    <main className={`${pageClass('wide')} ins-drill`} aria-labelledby="ins-drill-title">
      <h1 id="ins-drill-title">Drilldown</h1>
      <p>Find a student to see their alerts, time on task, content visited and objectives.</p>
      <button type="button" className="ins-drill-button" onClick={() => navigate(routePath('drilldown.professor', { courseId }))}>
        Find a student
      </button>
      {searching ? <StudentSearch courseId={courseId} onClose={() => navigate(routePath('drilldown', { courseId }))} /> : null}
    </main>
  );
}

export function DrilldownScreen({ params }: ScreenProps<'drilldown'>) {
  return <Drilldown courseId={params.courseId} searching={false} />;
}

export function DrilldownProfessorScreen({ params }: ScreenProps<'drilldown.professor'>) {
  return <Drilldown courseId={params.courseId} searching />;
}

export function DrilldownStudentScreen({ params }: ScreenProps<'drilldown.student'>) {
  return <StudentDrilldown courseId={params.courseId} studentId={params.student} />;
}
