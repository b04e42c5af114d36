import { Type, type TUnsafe } from '@sinclair/typebox';

/**
 * Schema pieces TypeBox has no builder for, kept as the single JSON Schema
 * keyword the validator's messages expect (its own unions validate as anyOf,
 * whose failures lose the field's message) and that fast-json-stringify writes
 * without trying each branch (about 5x faster on a board of posts).
 */

/** A string or null: `{ type: ['string', 'null'], ...keywords }`. */
export const nullableString = (keywords: Record<string, unknown> = {}): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...keywords });

/** One of `values` (`{ enum }`), with `keywords` beside it (e.g. an errorMessage). */
export const oneOf = <const T extends readonly (string | number | null)[]>(values: T, keywords: Record<string, unknown> = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ enum: [...values], ...keywords });

/** One of `values`, or null. */
export const oneOfOrNull = <const T extends readonly string[]>(values: T): TUnsafe<T[number] | null> =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });
