import type { ReplyControl } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';

/**
 * A course-load refusal (payment-required, start-date) whose answer carries
 * what the client needs to route (course id, amount, start date) beside
 * `{errno, error}`.
 */
export class CourseLoadRefusal extends LmsError {
  constructor(
    errno: 'payment-required' | 'start-date',
    readonly details: Record<string, unknown>,
  ) {
    super(errno);
  }
}

/** Runs a course read; a CourseLoadRefusal becomes its answer with the details. */
export async function answeringCourseLoad<T>(reply: ReplyControl, read: () => Promise<T>): Promise<T | Record<string, unknown>> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof CourseLoadRefusal)) throw error;
    reply.status(error.status);
    return { errno: error.errno, error: error.message, ...error.details };
  }
}
