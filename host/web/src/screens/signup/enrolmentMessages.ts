import { ApiError } from '@lms/sdk/web';

/** Part 1 §8: what signing up for a course says when it fails. */
export const ENROLMENT_MESSAGES = {
  invalidId: 'That is not a valid course id',
  unknownCourse: 'Unknown course id...',
  failed: 'Unable to complete enrollment in the course',
} as const;

/** The message for a refused POST add_course/: the server's text, or the spec's wording when it gave none. */
export function enrolmentFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return ENROLMENT_MESSAGES.failed;
  if (error.status === 422) return error.fieldMessage('course_id') ?? ENROLMENT_MESSAGES.invalidId;
  if (error.errno === 'no-course') return error.message || ENROLMENT_MESSAGES.unknownCourse;
  return error.message || ENROLMENT_MESSAGES.failed;
}

/** Refusals that are about the id typed (shown at the field) rather than the course's rules. */
export function isAboutTheId(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 422 || error.errno === 'no-course');
}
