import type { FieldError } from '@lms/contract/rules';
import { missingFieldMessage, type RequestField } from '../schemas/adoptionMessages.ts';

/** A rule for the kit's form: each blank one among the fields of `kinds` (named by body field) with its message, as the server would answer it. */
export function requiredFields<V extends { [K in keyof V]: string }>(kinds: Record<keyof V & string, RequestField>): (values: V) => FieldError[] {
  const fields = Object.keys(kinds) as (keyof V & string)[];
  return (values) => fields.filter((field) => !values[field].trim()).map((field) => ({ field, message: missingFieldMessage(kinds[field]) }));
}
