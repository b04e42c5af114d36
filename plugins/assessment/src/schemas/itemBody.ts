import { ITEM_CONTENT_SCHEMAS } from './itemContentSchemas.ts';
import { ITEM_MESSAGES } from './itemMessages.ts';
import { ITEM_TYPES, TAG_TYPES, type ApiItem, type ItemDraft, type ItemTag } from './itemTypes.ts';

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

export const referenceSchema = {
  type: 'string',
  maxLength: MAX_REFERENCE_LENGTH,
  pattern: '\\S',
  errorMessage: { type: ITEM_MESSAGES.referenceRequired, pattern: ITEM_MESSAGES.referenceRequired, maxLength: ITEM_MESSAGES.referenceTooLong },
} as const;

export const pointsSchema = { type: 'number', minimum: 0, maximum: MAX_POINTS, errorMessage: ITEM_MESSAGES.points } as const;

export const tagsSchema = {
  type: 'array',
  maxItems: MAX_TAGS,
  items: {
    type: 'object',
    required: ['type', 'name'],
    properties: {
      type: { enum: TAG_TYPES, errorMessage: ITEM_MESSAGES.tagType },
      name: { type: 'string', titleText: true, maxLength: 200, pattern: '\\S', errorMessage: ITEM_MESSAGES.tagName },
    },
    errorMessage: { required: ITEM_MESSAGES.tags },
  },
  errorMessage: { type: ITEM_MESSAGES.tags, maxItems: ITEM_MESSAGES.tags },
} as const;

export const hintsSchema = {
  type: 'array',
  maxItems: MAX_HINTS,
  items: { type: 'string', maxLength: MAX_HINT_LENGTH, pattern: '\\S', errorMessage: HINT_MESSAGES.hint },
  errorMessage: { type: HINT_MESSAGES.hints, maxItems: HINT_MESSAGES.hints },
} as const;

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

/** The body that creates or replaces an item (the API's item fields an author writes). */
export const itemDraftSchema = {
  type: 'object',
  required: ['reference', 'type', 'content'],
  properties: {
    reference: referenceSchema,
    title: { type: 'string', titleText: true, maxLength: MAX_ITEM_TITLE_LENGTH, errorMessage: ITEM_MESSAGES.titleTooLong },
    type: { enum: ITEM_TYPES, errorMessage: ITEM_MESSAGES.type },
    prompt: { type: 'string', maxLength: MAX_PROMPT_LENGTH, errorMessage: ITEM_MESSAGES.promptTooLong },
    points: pointsSchema,
    tags: tagsSchema,
    hints: hintsSchema,
    // Checked by the type's own schema below.
    content: { type: 'object', additionalProperties: true, errorMessage: ITEM_MESSAGES.content },
  },
  allOf: contentByType,
  errorMessage: { required: { reference: ITEM_MESSAGES.referenceRequired, type: ITEM_MESSAGES.type, content: ITEM_MESSAGES.content } },
} as const;

export interface ImportBody {
  /** A QTI 3.0 or 2.1 assessmentItem document. */
  xml: string;
  /** Replaces the item's identifier as its reference. */
  reference?: string;
  points?: number;
  tags?: ItemTag[];
}

export const MAX_QTI_LENGTH = 512 * 1024;

export const importBodySchema = {
  type: 'object',
  required: ['xml'],
  properties: {
    xml: {
      type: 'string',
      maxLength: MAX_QTI_LENGTH,
      pattern: '\\S',
      errorMessage: 'Paste the XML of a QTI 3.0 or 2.1 assessment item (at most 512 KiB).',
    },
    reference: referenceSchema,
    points: pointsSchema,
    tags: tagsSchema,
  },
  errorMessage: { required: { xml: 'Paste the XML of a QTI 3.0 or 2.1 assessment item (at most 512 KiB).' } },
} as const;

export interface ItemListQuery {
  /** Also the Questions shared with this course (tagged with its course_id), for its professors. */
  course?: string;
  /** Text found in the reference or title (any case). */
  q?: string;
  type?: string;
  /** Only Questions carrying a tag of this name (any case), of `tag_type` when given. */
  tag?: string;
  tag_type?: string;
}

/** Part 2 §8: error 20004 'Tags not found' is shown in authoring; answered when no Question the caller may list has the tag asked for. */
export const TAGS_NOT_FOUND = { errno: '20004', message: 'Tags not found' } as const;

export const itemListQuerySchema = {
  type: 'object',
  properties: {
    course: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: 'A course is named by its 24-character id.' },
    q: { type: 'string', maxLength: 200, errorMessage: 'Search for at most 200 characters.' },
    type: { enum: ITEM_TYPES, errorMessage: ITEM_MESSAGES.type },
    tag: { type: 'string', titleText: true, maxLength: 200, errorMessage: ITEM_MESSAGES.tagName },
    tag_type: { enum: TAG_TYPES, errorMessage: ITEM_MESSAGES.tagType },
  },
} as const;
