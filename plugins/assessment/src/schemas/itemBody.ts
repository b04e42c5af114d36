import { Type, type Static } from '@lms/sdk/calls';
import { enumOf } from './enumOf.ts';
import { ITEM_CONTENT_SCHEMAS, MAX_QTI_XML_LENGTH } from './itemContentSchemas.ts';
import { ITEM_MESSAGES } from './itemMessages.ts';
import { ITEM_TYPES, TAG_TYPES, type ApiItem, type ItemDraft } from './itemTypes.ts';

export const MAX_REFERENCE_LENGTH = 150;
export const MAX_ITEM_TITLE_LENGTH = 200;
export const MAX_PROMPT_LENGTH = 65_536;
/** Part 2 §5 "Scores": the default cap of a grade. */
export const MAX_POINTS = 999;
export const MAX_TAGS = 50;
export const DEFAULT_POINTS = 1;
/** Hints a taker asks for one by one (part 2 §9 "Hint button counts hints"). */
export const MAX_HINTS = 5;
export const MAX_HINT_LENGTH = 1000;

/** Ours: the spec gives no message for hints. */
export const HINT_MESSAGES = {
  hints: `A Question has at most ${MAX_HINTS} hints.`,
  hint: `Each hint is a text of 1 to ${MAX_HINT_LENGTH} characters.`,
} as const;

/** An author's draft with its hints (plain text, asked for one by one while answering). */
export type ItemDraftWithHints = ItemDraft & { hints?: string[] };

/** An item as the bank answers it to authors: with its hints. */
export type ApiItemWithHints = ApiItem & { hints: string[] };

export const referenceSchema = Type.String({
  maxLength: MAX_REFERENCE_LENGTH,
  pattern: '\\S',
  errorMessage: { type: ITEM_MESSAGES.referenceRequired, pattern: ITEM_MESSAGES.referenceRequired, maxLength: ITEM_MESSAGES.referenceTooLong },
});

export const pointsSchema = Type.Number({ minimum: 0, maximum: MAX_POINTS, errorMessage: ITEM_MESSAGES.points });

export const tagsSchema = Type.Array(
  Type.Object(
    {
      type: enumOf(TAG_TYPES, ITEM_MESSAGES.tagType),
      name: Type.String({ titleText: true, maxLength: 200, pattern: '\\S', errorMessage: ITEM_MESSAGES.tagName }),
    },
    { errorMessage: { required: ITEM_MESSAGES.tags } },
  ),
  { maxItems: MAX_TAGS, errorMessage: { type: ITEM_MESSAGES.tags, maxItems: ITEM_MESSAGES.tags } },
);

export const hintsSchema = Type.Array(Type.String({ maxLength: MAX_HINT_LENGTH, pattern: '\\S', errorMessage: HINT_MESSAGES.hint }), {
  maxItems: MAX_HINTS,
  errorMessage: { type: HINT_MESSAGES.hints, maxItems: HINT_MESSAGES.hints },
});

/**
 * Each type's content schema applies when the item has that type. The `if`
 * and `then` parts name only what they check and let the rest through
 * (`additionalProperties: true`): the outer object already refuses unknown fields.
 */
const contentByType = ITEM_TYPES.map((type) => ({
  if: { type: 'object', required: ['type'], properties: { type: { const: type } }, additionalProperties: true },
  then: { type: 'object', properties: { content: ITEM_CONTENT_SCHEMAS[type] }, additionalProperties: true },
  // Said once, beside the content's own messages, when it does not fit the type.
  errorMessage: { if: ITEM_MESSAGES.content },
}));

/**
 * The body that creates or replaces an item (the API's item fields an author
 * writes). Typed as the draft union (schemas/itemTypes.ts): which content goes
 * with which type is the `allOf` below, which a TypeScript type cannot read off a schema.
 */
export const itemDraftSchema = Type.Unsafe<ItemDraftWithHints>(
  Type.Object(
    {
      reference: referenceSchema,
      title: Type.Optional(Type.String({ titleText: true, maxLength: MAX_ITEM_TITLE_LENGTH, errorMessage: ITEM_MESSAGES.titleTooLong })),
      type: enumOf(ITEM_TYPES, ITEM_MESSAGES.type),
      prompt: Type.Optional(Type.String({ maxLength: MAX_PROMPT_LENGTH, errorMessage: ITEM_MESSAGES.promptTooLong })),
      points: Type.Optional(pointsSchema),
      tags: Type.Optional(tagsSchema),
      hints: Type.Optional(hintsSchema),
      // Checked by the type's own schema below.
      content: Type.Object({}, { additionalProperties: true, errorMessage: ITEM_MESSAGES.content }),
    },
    { allOf: contentByType, errorMessage: { required: { reference: ITEM_MESSAGES.referenceRequired, type: ITEM_MESSAGES.type, content: ITEM_MESSAGES.content } } },
  ),
);

export const MAX_QTI_LENGTH = MAX_QTI_XML_LENGTH;
const QTI_MESSAGE = 'Paste the XML of a QTI 3.0 or 2.1 assessment item (at most 512 KiB).';

export const importBodySchema = Type.Object(
  {
    /** A QTI 3.0 or 2.1 assessmentItem document. */
    xml: Type.String({ maxLength: MAX_QTI_LENGTH, pattern: '\\S', errorMessage: QTI_MESSAGE }),
    /** Replaces the item's identifier as its reference. */
    reference: Type.Optional(referenceSchema),
    points: Type.Optional(pointsSchema),
    tags: Type.Optional(tagsSchema),
  },
  { errorMessage: { required: { xml: QTI_MESSAGE } } },
);
export type ImportBody = Static<typeof importBodySchema>;

/** Part 2 §8: error 20004 'Tags not found' is shown in authoring; answered when no Question the caller may list has the tag asked for. */
export const TAGS_NOT_FOUND = { errno: '20004', message: 'Tags not found' } as const;

export const itemListQuerySchema = Type.Object({
  /** Also the Questions shared with this course (tagged with its course_id), for its professors. */
  course: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'A course is named by its 24-character id.' })),
  /** Text found in the reference or title (any case). */
  q: Type.Optional(Type.String({ maxLength: 200, errorMessage: 'Search for at most 200 characters.' })),
  type: Type.Optional(enumOf(ITEM_TYPES, ITEM_MESSAGES.type)),
  /** Only Questions carrying a tag of this name (any case), of `tag_type` when given. */
  tag: Type.Optional(Type.String({ titleText: true, maxLength: 200, errorMessage: ITEM_MESSAGES.tagName })),
  tag_type: Type.Optional(enumOf(TAG_TYPES, ITEM_MESSAGES.tagType)),
});
export type ItemListQuery = Static<typeof itemListQuerySchema>;
