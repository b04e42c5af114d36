import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { routePath, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useCourseRights } from '../../course/useCourseRights.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { CourseIdGate } from '../ongoingCourse/CourseIdGate.tsx';
import { EnrolmentLockBadge, EnrolmentLockState } from '../ongoingCourse/EnrolmentLockState.tsx';
import { enrollmentsQuery } from '../ongoingCourse/ongoingCourseQueries.ts';
import { EnrolledStudents } from './EnrolledStudents.tsx';
import '../screens.css';
import '../ongoingCourse/ongoingCourse.css';
import './enrollments.css';

/** /{courseId}/enrollments (part 3 §2): the roster with enrolment details, un-enrolling, the enrolment lock. */
export function EnrollmentsScreen({ params }: ScreenProps<'enrollments'>) {
  useDocumentTitle('Enrollments');
  return <CourseIdGate courseId={params.courseId}>{(courseId) => <ProfessorsOnly courseId={courseId} />}</CourseIdGate>;
}

/**
 * Decided from the user's role in the course before any call (a refused read
 * would end the session): part 3 §6 sends non-professors to the course root.
 */
function ProfessorsOnly({ courseId }: { courseId: string }) {
  const { rights, known } = useCourseRights(courseId);
  if (!known) return <LoadingState label="Loading the course…" />;
  if (!rights.professor) return <Navigate to={routePath('course', { courseId })} replace />;
  return <Enrollments courseId={courseId} />;
}

function Enrollments({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const enrollments = useQuery(enrollmentsQuery(api, courseId));
  if (enrollments.isPending) return <LoadingState label="Loading the enrollments…" />;
  if (enrollments.isError) return <LoadError error={enrollments.error} title="Enrollments" />;
  const data = enrollments.data;
  return (
    <div className="screen enrollments">
      <h1>Enrollments</h1>
      <section className="enrollments__lock" aria-labelledby="enrollments-lock-title">
        <h2 id="enrollments-lock-title">Enrolment</h2>
        {data.may_change_lock ? <EnrolmentLockState courseId={courseId} /> : <EnrolmentLockBadge lock={data} />}
      </section>
      <EnrolledStudents courseId={courseId} enrollments={data} />
    </div>
  );
}
