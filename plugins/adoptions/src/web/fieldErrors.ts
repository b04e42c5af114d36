import { ApiError } from '@lms/sdk/web';
import { ADOPTION_MESSAGES, missingFieldMessage, type RequestField } from '../schemas/adoptionMessages.ts';

export interface FormErrors {
  /** The form's own message (shown above its buttons). */
  form?: string;
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { fields: {} };

/** The blank ones among `values` (named by body field), as the server would answer them, or null. */
export function missingFields(values: Record<string, string>, kinds: Record<string, RequestField>): FormErrors | null {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) if (!value.trim()) fields[field] = missingFieldMessage(kinds[field]!);
  return Object.keys(fields).length ? { form: ADOPTION_MESSAGES.requiredFields, fields } : null;
}

/** A failed save's errors: a 422's fields by name, anything else as the form's message. */
export function errorsOf(error: unknown): FormErrors {
  if (error instanceof ApiError && error.fields?.length) {
    return { form: error.message, fields: Object.fromEntries(error.fields.map((field) => [field.field, field.message])) };
  }
  return { form: (error as Error).message, fields: {} };
}
