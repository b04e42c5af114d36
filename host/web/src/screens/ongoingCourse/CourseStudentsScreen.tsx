import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath, type ScreenProps, FormField, Button } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { CourseIdGate } from './CourseIdGate.tsx';
import { OngoingCourseFrame } from './OngoingCourseFrame.tsx';
import { rosterQuery } from './ongoingCourseQueries.ts';
import { RemoveStudentsDialog } from './RemoveStudentsDialog.tsx';
import { filterRoster } from './rosterFilter.ts';
import type { RosterEntry } from '@lms/sdk/web';
import { RosterTable } from './RosterTable.tsx';
import { useRemoveStudents } from './useRemoveStudents.ts';
import { useStudentSelection } from './useStudentSelection.ts';

/** /ongoing-courses/{courseId}/students (redesign flag): the roster, with removing students from the course. */
export function CourseStudentsScreen({ params }: ScreenProps<'ongoing_courses.students'>) {
  return (
    <CourseIdGate courseId={params.courseId}>
      {(courseId) => (
        <OngoingCourseFrame courseId={courseId} section="students" sectionTitle="Students">
          <CourseStudents courseId={courseId} />
        </OngoingCourseFrame>
      )}
    </CourseIdGate>
  );
}

const studentCount = (count: number) => (count === 1 ? '1 student' : `${count} students`);

function CourseStudents({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const roster = useQuery(rosterQuery(api, courseId));
  if (roster.isPending) return <LoadingState label="Loading the students…" />;
  if (roster.isError) return <LoadError error={roster.error} title="Students" />;
  if (roster.data.length === 0) {
    return (
      <div className="empty-state">
        <p>No student has enrolled in this course yet.</p>
        <Link to={routePath('ongoing_courses.course', { courseId })}>Share the enrolment link from the overview</Link>
      </div>
    );
  }
  return <ManagedRoster courseId={courseId} students={roster.data} />;
}

function ManagedRoster({ courseId, students }: { courseId: string; students: readonly RosterEntry[] }) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { selected, chosen, select, clear } = useStudentSelection(students);
  const remove = useRemoveStudents(courseId, clear);

  const shown = filterRoster(students, filter);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Students</h2>
      <div className="roster-tools">
        <div className="roster-tools__filter" role="search" aria-label="Filter the students">
          <FormField id={filterId} label="Filter by name or email" type="search" value={filter} onChange={setFilter} />
        </div>
        <Button variant="danger" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
          Remove from course{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      </div>
      <p className="roster-tools__count" role="status">
        {shown.length === students.length ? studentCount(students.length) : `${shown.length} of ${studentCount(students.length)} shown`}
        {chosen.length > 0 ? `, ${chosen.length} selected` : ''}
      </p>
      {shown.length === 0 ? <p className="empty-state">No student matches “{filter.trim()}”.</p> : <RosterTable students={shown} selected={selected} onSelect={select} />}
      {confirming && (
        <RemoveStudentsDialog
          students={chosen}
          removing={remove.isPending}
          onConfirm={() => remove.mutate(chosen.map((student) => student._id), { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
