import { ApiError } from '@lms/sdk/web';
import { UNKNOWN_ERROR } from '../notifications/errorNotice.ts';
import { comeBackLaterPath } from './contentPaths.ts';

/** What a content screen loads: the course itself, something inside it, or an edit preview. */
export type CourseLoadLevel = 'course' | 'lesson' | 'page' | 'component' | 'preview';

export type CourseLoadOutcome =
  /** Another screen answers this error; `notice` is shown there as a warning. */
  | { kind: 'redirect'; to: string; notice?: string }
  | { kind: 'not-found' }
  /** The global rule (session/globalErrorRule.ts) is already taking the user to log out. */
  | { kind: 'session-ended' }
  /** Stay, say what went wrong; `retry` when trying again may help. */
  | { kind: 'error'; message: string; retry: boolean };

/** Part 2 §8: status 502 "shows a loading error". */
export const COURSE_LOADING_ERROR = 'The course could not be loaded right now. Please try again in a moment.';

/**
 * Part 2 §8 and part 1 §6: where a failed course load leads.
 * - student-not-in-course: /signup/{courseId} (which enrols, or explains why not);
 * - payment-required: /payment/{courseId};
 * - start-date: /comebacklater/{courseId}/{laterDate};
 * - not-found or 404: the course itself (or a preview) shows the not-found screen;
 *   a lesson, page or component goes to the course root with the server's text as a warning;
 * - not-logged and access-denied: the global rule stores the path and logs out;
 * - 502 and connection failures: a loading error with a way to try again.
 */
export function courseLoadOutcome(error: unknown, courseId: string, level: CourseLoadLevel): CourseLoadOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: UNKNOWN_ERROR, retry: true };
  switch (error.errno) {
    case 'not-logged':
    case 'access-denied':
      return { kind: 'session-ended' };
    case 'student-not-in-course':
      return { kind: 'redirect', to: `/signup/${courseId}` };
    case 'payment-required':
      return { kind: 'redirect', to: `/payment/${courseId}` };
    case 'start-date': {
      const laterDate = error.details.laterDate;
      if (typeof laterDate === 'string' && laterDate !== '') return { kind: 'redirect', to: comeBackLaterPath(courseId, laterDate) };
      return { kind: 'error', message: error.message, retry: false };
    }
  }
  if (error.errno === 'not-found' || error.status === 404) {
    return level === 'course' || level === 'preview' ? { kind: 'not-found' } : { kind: 'redirect', to: `/${courseId}`, notice: error.message };
  }
  if (error.status === 502 || error.status <= 0) return { kind: 'error', message: COURSE_LOADING_ERROR, retry: true };
  return { kind: 'error', message: error.message || UNKNOWN_ERROR, retry: false };
}
