import type { CourseHold } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/**
 * The course-load refusal of a held student (part 2 §8): payment-required with
 * the amount, or start-date with the date to come back; both name the course,
 * which the web shell needs to route to the payment or come-back-later screen.
 */
export function holdRefusal(courseId: string, hold: CourseHold): LmsError {
  if (hold.errno === 'payment-required') return new LmsError('payment-required', undefined, { details: { course_id: courseId, amount: hold.amount } });
  const start = hold.startDate.toISOString();
  return new LmsError('start-date', undefined, { details: { course_id: courseId, start_date: start, laterDate: start.slice(0, 10) } });
}
