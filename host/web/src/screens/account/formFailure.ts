import { ApiError } from '@lms/sdk/web';
import type { FieldError } from '@lms/contract/rules';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';

export type FieldMessages = Partial<Record<string, string>>;

/** Part 1 §8: a call that never reached the server. */
export const CONNECTION_ERROR = 'Connection error. Please try again later.';

/** The rules' answer as one message per field. */
export function messagesByField(errors: readonly FieldError[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const error of errors) messages[error.field] ??= error.message;
  return messages;
}

/**
 * What a form shows for a failed save: a 422's messages at the form's own
 * fields (named as in the call's payload), anything else as one message above
 * the button.
 */
export function formFailure(error: unknown, fields: readonly string[]): { fields: FieldMessages; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: UNKNOWN_ERROR };
  if (error.status === 0) return { fields: {}, form: CONNECTION_ERROR };
  const atFields = messagesByField(error.fields.filter((field) => fields.includes(field.field)));
  const elsewhere = error.fields.find((field) => !fields.includes(field.field));
  if (Object.keys(atFields).length > 0) return { fields: atFields, form: elsewhere?.message };
  return { fields: {}, form: error.message || UNKNOWN_ERROR };
}
