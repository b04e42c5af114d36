import type { ReplyControl } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';

/** 429 too-many-attempts, with when to try again (the Retry-After header). */
export class TooManyAttemptsError extends LmsError {
  constructor(readonly retryAfterSeconds: number) {
    super('too-many-attempts');
  }
}

/** Runs a throttled call; a refusal answers with its Retry-After header. */
export async function withRetryAfter<T>(reply: ReplyControl, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TooManyAttemptsError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
