import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';

/** The body of every error answer, over HTTP and in a realtime acknowledgement. */
export type ErrorBody = { errno: string; error: string; fields?: FieldError[] } & Record<string, unknown>;

/** What an error answers: its status, body and headers. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** Not an LmsError: a failure of ours, to be logged with its stack (never sent). */
  unexpected: boolean;
}

/**
 * The one place an error becomes an answer: `{ errno, error }`, the error's
 * extra fields (details) and `fields` for a 422, with its status and headers.
 * Anything but an LmsError is internal-error, without its message or stack.
 */
export function errorAnswer(thrown: unknown): ErrorAnswer {
  const unexpected = !(thrown instanceof LmsError);
  const error = thrown instanceof LmsError ? thrown : new LmsError('internal-error');
  return {
    status: error.status,
    body: { errno: error.errno, error: error.message, ...error.details, ...(error.fields ? { fields: error.fields } : {}) },
    headers: error.headers ?? {},
    unexpected,
  };
}
