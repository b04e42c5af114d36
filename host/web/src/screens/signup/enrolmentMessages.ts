import { ApiError } from '@lms/sdk/web';

/** Part 1 §8: what signing up for a course says when it fails. */
export const ENROLMENT_MESSAGES = {
  invalidId: 'That is not a valid course id',
  unknownCourse: 'Unknown course id...',
  failed: 'Unable to complete enrollment in the course',
  /** Part 3 §8 "Course management": the same failure, as the instructor areas word it. */
  failedForInstructors: 'Unable to complete enrollment in the course. Please try again later.',
} as const;

/**
 * The message for a refused POST add_course/: the server's text, or the spec's
 * wording when it gave none: part 1's for students, part 3's (the instructor
 * and administrator areas) for professor accounts.
 */
export function enrolmentFailure(error: unknown, instructor = false): string {
  const failed = instructor ? ENROLMENT_MESSAGES.failedForInstructors : ENROLMENT_MESSAGES.failed;
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 422) return error.fieldMessage('course_id') ?? ENROLMENT_MESSAGES.invalidId;
  if (error.errno === 'no-course') return error.message || ENROLMENT_MESSAGES.unknownCourse;
  return error.message || failed;
}

/** Refusals that are about the id typed (shown at the field) rather than the course's rules. */
export function isAboutTheId(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 422 || error.errno === 'no-course');
}
