import { ApiError } from '@lms/sdk/web';

/** A failed save's messages by field path ("reference", "content/choices/1/text", "" for the whole item). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface SaveFailure {
  message: string;
  fields: FieldErrors;
}

/** What a failed call says: the server's message and, for a 422, the first message of each field. */
export function saveFailureOf(error: unknown, fallback: string): SaveFailure {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const fields: Record<string, string> = {};
  for (const { field, message } of error.fields) fields[field] ??= message;
  return { message: error.message, fields };
}
