import { defineErrnos, LmsError } from '@lms/sdk';

/** The speed grader's errnos (part 2 §4, §8), declared in the manifest. */
export const SPEED_GRADING_ERRNOS = defineErrnos({
  // Part 2 §4: speed grading opens only for submitted or graded projects.
  'no-submissions': { status: 404, message: 'No submissions found' },
  // Another grader saved this grade since the caller read it: they are asked, never silently overwritten.
  'grade-changed': { status: 409, message: 'Another grader saved this grade meanwhile. Reload it to see their changes before saving yours.' },
  // The project named is not the student's project on this component: a grade never lands on another student.
  'project-mismatch': { status: 422, message: "This project is not the student's project on this component." },
});

export const noSubmissions = () => LmsError.declared(SPEED_GRADING_ERRNOS, 'no-submissions');
export const gradeChanged = () => LmsError.declared(SPEED_GRADING_ERRNOS, 'grade-changed');
export const projectMismatch = () => LmsError.declared(SPEED_GRADING_ERRNOS, 'project-mismatch');
