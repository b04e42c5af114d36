import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { useCourseRights } from '../../course/useCourseRights.ts';
import { courseDate } from './courseDate.ts';
import { CourseIdGate } from './CourseIdGate.tsx';
import { EnrolmentLink } from './EnrolmentLink.tsx';
import { EnrolmentLockState } from './EnrolmentLockState.tsx';
import { OngoingCourseFrame } from './OngoingCourseFrame.tsx';
import { rosterQuery } from './ongoingCourseQueries.ts';

/** /ongoing-courses/{courseId} (redesign flag, part 1 §2): one course at a glance for its instructors. */
export function OngoingCourseScreen({ params }: ScreenProps<'ongoing_courses.course'>) {
  return (
    <CourseIdGate courseId={params.courseId}>
      {(courseId) => (
        <OngoingCourseFrame courseId={courseId} section="overview" sectionTitle="Overview">
          <CourseOverview courseId={courseId} />
        </OngoingCourseFrame>
      )}
    </CourseIdGate>
  );
}

function StudentCount({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const roster = useQuery(rosterQuery(api, courseId));
  if (roster.isPending) return <>Counting…</>;
  if (roster.isError) return <>Unavailable</>;
  return <>{roster.data.length}</>;
}

function CourseOverview({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const { rights } = useCourseRights(courseId);
  // The frame has loaded the outline (dates included) before this renders.
  const course = useQuery(courseQueries.outline(api, courseId));
  const detailsId = useId();
  const enrolmentId = useId();
  return (
    <div className="ongoing-course__panels">
      <section className="ongoing-course__panel" aria-labelledby={detailsId}>
        <h2 id={detailsId}>Course details</h2>
        <dl className="ongoing-course__facts">
          <dt>Start date</dt>
          <dd>{courseDate(course.data?.startDate) ?? 'Not set'}</dd>
          <dt>End date</dt>
          <dd>{courseDate(course.data?.end_date) ?? 'Not set'}</dd>
          <dt>Students</dt>
          <dd>
            <StudentCount courseId={courseId} /> <Link to={routePath('ongoing_courses.students', { courseId })}>View students</Link>
          </dd>
        </dl>
      </section>
      <section className="ongoing-course__panel" aria-labelledby={enrolmentId}>
        <h2 id={enrolmentId}>Enrolment</h2>
        <EnrolmentLink courseId={courseId} />
        {rights.edit ? <EnrolmentLockState courseId={courseId} /> : <p className="enrolment-lock__explanation">The course's instructors decide whether the enrolment link is open.</p>}
      </section>
    </div>
  );
}
