import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { nullableString, oneOf, oneOfOrNull } from '../schemaKeywords.ts';

/**
 * Field schemas the content calls share (part 2 §3). A nullable field keeps the
 * one keyword `type: [X, 'null']` (not an anyOf), so the validator's messages stay those of X.
 */

/** A string or null, e.g. a subtitle: `{ type: ['string', 'null'], maxLength }`. */
export const nullableText = (maxLength: number, options: Record<string, unknown> = {}): TUnsafe<string | null> => nullableString({ maxLength, ...options });

export { oneOf, oneOfOrNull };

/** A course's slug (part 2 §3 Course), or null for none: the course settings and the administrators' utils/slug. */
export const slugField = () => nullableText(100, { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', errorMessage: 'A slug uses lowercase letters, digits and single hyphens.' });

/** A nullable answer field. */
export const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An item id in a body. */
export const itemId = () => Type.String({ pattern: ID_PATTERN, errorMessage: { pattern: 'This is not a valid id.' } });

/** A list of item ids, at most `max`. */
export const itemIds = (max: number, options: Record<string, unknown> = {}) => Type.Array(itemId(), { maxItems: max, ...options });

/** A title an author types (part 2 §3). */
export const titleField = () =>
  Type.String({
    titleText: true,
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    errorMessage: { minLength: 'Please enter a title.', pattern: 'Please enter a title.', maxLength: 'The title is too long (at most 500 characters).' },
  });

/** A date-time or null. */
export const isoDateField = () => Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', errorMessage: { format: 'Please enter a valid date.' } });

/** An image or thumbnail address: an http(s) URL or a path of this site. */
export const imageUrlField = () =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 2000,
    pattern: '^(https?://[^\\s]+|/[^/\\s][^\\s]*|)$',
    errorMessage: { pattern: 'Please enter a valid image URL.', maxLength: 'Please enter a valid image URL.' },
  });

/** The licence fields of a lesson or component (part 2 §3). */
export const licenceFields = () => ({
  license_type: Type.Optional(nullableText(200)),
  license_compact_url: Type.Optional(nullableText(2000)),
  license_deed_url: Type.Optional(nullableText(2000)),
  license_name: Type.Optional(nullableText(500)),
  source: Type.Optional(nullableText(2000)),
  source_url: Type.Optional(nullableText(2000)),
});

/** `{ status: 'ok' }` and the like. */
export const StatusAnswer = Type.Object({ status: Type.String() });
