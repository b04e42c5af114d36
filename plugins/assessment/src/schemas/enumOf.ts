import { oneOf, type TSchema } from '@lms/sdk/calls';

/** `{ enum: values }` typed as one of the values (see oneOf), `message` as its errorMessage when given. */
export function enumOf<const T extends readonly (string | number | null)[]>(values: T, message?: string): TSchema & { static: T[number] } {
  return oneOf(values, message === undefined ? {} : { errorMessage: message });
}
