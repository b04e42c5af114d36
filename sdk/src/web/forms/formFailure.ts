import { ApiError } from '../apiClient.ts';
import { formPath } from './fieldPath.ts';

/** Part 1 §8: what a form says when a failed call gave no text. */
export const UNKNOWN_FAILURE = 'Unknown error.';

/** What a form shows for a failed call: messages at the fields it shows, and one message for the form. */
export interface FormFailure {
  fields: { path: string; message: string }[];
  form: string | undefined;
}

/** The server's text, or 'Unknown error.' when it gave none (a call that never reached the server carries the client's text). */
export function defaultFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : UNKNOWN_FAILURE;
}

/**
 * Splits a failed call: a 422's messages go to the fields the form shows
 * (`shown(path)`); the first message of a field it does not show, or the
 * call's own message when no field took one, becomes the form's message.
 * With `withFields` the call's own message is the form's whenever there is
 * one, beside the fields' (a field the form does not show speaks otherwise).
 */
export function formFailure(error: unknown, shown: (path: string) => boolean, failureMessage: (error: unknown) => string | undefined, withFields = false): FormFailure {
  if (!(error instanceof ApiError) || error.fields.length === 0) return { fields: [], form: failureMessage(error) };
  const fields = error.fields.map((field) => ({ path: formPath(field.field), message: field.message }));
  const atFields = fields.filter((field) => shown(field.path));
  const elsewhere = fields.find((field) => !shown(field.path));
  if (withFields) return { fields: atFields, form: failureMessage(error) ?? elsewhere?.message };
  if (atFields.length === 0) return { fields: [], form: elsewhere?.message ?? failureMessage(error) };
  return { fields: atFields, form: elsewhere?.message };
}
