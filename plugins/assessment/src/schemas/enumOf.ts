import { Type, type TSchema } from '@lms/sdk/calls';

/**
 * `{ enum: values }` typed as one of the values: the schema keeps the JSON
 * Schema keyword the validator's messages expect (TypeBox's own unions
 * validate as anyOf), `message` as its errorMessage when given.
 */
export function enumOf<const T extends readonly (string | number | null)[]>(values: T, message?: string): TSchema & { static: T[number] } {
  return Type.Unsafe<T[number]>(message === undefined ? { enum: [...values] } : { enum: [...values], errorMessage: message });
}
