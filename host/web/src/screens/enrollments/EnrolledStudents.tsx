import { useId, useState } from 'react';
import { Button, FormField } from '@lms/sdk/web';
import type { Enrollments } from '@lms/sdk/calls';
import { RemoveStudentsDialog } from '../ongoingCourse/RemoveStudentsDialog.tsx';
import { filterRoster } from '../ongoingCourse/rosterFilter.ts';
import { useRemoveStudents } from '../ongoingCourse/useRemoveStudents.ts';
import { useStudentSelection } from '../ongoingCourse/useStudentSelection.ts';
import { EnrollmentTable } from './EnrollmentTable.tsx';

const studentCount = (count: number) => (count === 1 ? '1 student' : `${count} students`);

interface EnrolledStudentsProps {
  courseId: string;
  enrollments: Enrollments;
}

/** The students with search, selection and "Un-enroll" (for those with manager rights) behind a confirmation. */
export function EnrolledStudents({ courseId, enrollments }: EnrolledStudentsProps) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { students, may_unenroll: mayUnenroll } = enrollments;
  const { selected, chosen, select, clear } = useStudentSelection(students);
  const remove = useRemoveStudents(courseId, clear);

  const shown = filterRoster(students, filter);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Students</h2>
      {students.length === 0 ? (
        <p className="empty-state">No student has enrolled in this course yet.</p>
      ) : (
        <>
          <div className="roster-tools">
            <div className="roster-tools__filter" role="search" aria-label="Search the students">
              <FormField id={filterId} label="Search by name or email" type="search" value={filter} onChange={setFilter} />
            </div>
            {mayUnenroll && (
              <Button variant="danger" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
                Un-enroll selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
              </Button>
            )}
          </div>
          <p className="roster-tools__count" role="status">
            {shown.length === students.length ? studentCount(students.length) : `${shown.length} of ${studentCount(students.length)} shown`}
            {chosen.length > 0 ? `, ${chosen.length} selected` : ''}
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">No student matches “{filter.trim()}”.</p>
          ) : (
            <EnrollmentTable students={shown} paymentRequired={enrollments.payment_required} selection={mayUnenroll ? { selected, onSelect: select } : null} />
          )}
        </>
      )}
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
