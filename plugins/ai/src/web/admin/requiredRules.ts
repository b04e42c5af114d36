import type { FieldError } from '@lms/sdk/rules';

/** A form rule that each named field holds some text, with the spec's message for each (the same the server answers). */
export function requiredFields<V extends object>(messages: Partial<Record<keyof V & string, string>>) {
  return (values: V): FieldError[] =>
    Object.entries(messages)
      .filter(([field]) => String((values as Record<string, unknown>)[field] ?? '').trim() === '')
      .map(([field, message]) => ({ field, message: message as string }));
}
