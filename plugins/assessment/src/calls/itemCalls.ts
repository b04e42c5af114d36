import { defineCall, NoAnswer, Type } from '@lms/sdk/calls';
import { importBodySchema, itemDraftSchema, itemListQuerySchema, type ApiItemWithHints } from '../schemas/itemBody.ts';
import type { ApiItemSummary } from '../schemas/itemTypes.ts';

/**
 * The item bank for authors (README "Item bank"). Items are typed by the item
 * type union (schemas/itemTypes.ts), their content by their type, which a
 * JSON schema cannot tie to the type field: the schemas below carry the wire
 * shape (content as free JSON) and take that one type.
 */

const TagSchema = Type.Object({ type: Type.String(), name: Type.String() });

const summaryWire = {
  _id: Type.String(),
  reference: Type.String(),
  title: Type.String(),
  type: Type.String(),
  points: Type.Number(),
  tags: Type.Array(TagSchema),
  owned_by: Type.String(),
  mine: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
};

const itemWire = {
  ...summaryWire,
  prompt: Type.String(),
  content: Type.Record(Type.String(), Type.Unknown()),
  hints: Type.Array(Type.String()),
  copied_from: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
};

const ItemSummarySchema = Type.Unsafe<ApiItemSummary>(Type.Object(summaryWire));
const ItemSchema = Type.Unsafe<ApiItemWithHints>(Type.Object(itemWire));
/** A Question as a save answers it: someone else's is copied, and `relocated` names the copy. */
const SavedItemSchema = Type.Unsafe<ApiItemWithHints & { relocated?: { from: string; to: string } }>(
  Type.Object({ ...itemWire, relocated: Type.Optional(Type.Object({ from: Type.String(), to: Type.String() })) }),
);

export const listItems = defineCall({
  method: 'GET',
  path: 'assessment/items/',
  summary: "Authors: the item bank's Questions the caller may use (their own; an administrator's, all; with course, also those shared with that course), newest first.",
  query: itemListQuerySchema,
  answer: Type.Object({ items: Type.Array(ItemSummarySchema) }),
});

export const getItem = defineCall({
  method: 'GET',
  path: 'assessment/items/:itemId/',
  summary: 'Authors: one Question of the item bank, with its content, right answers and hints.',
  answer: ItemSchema,
});

export const createItem = defineCall({
  method: 'POST',
  path: 'assessment/items/',
  summary: "Authors: adds a Question to the item bank (reference unique among the author's own).",
  body: itemDraftSchema,
  answer: ItemSchema,
});

export const updateItem = defineCall({
  method: 'PUT',
  path: 'assessment/items/:itemId/',
  summary: "Authors: replaces a Question; someone else's Question is copied to the caller instead (answer's relocated names the copy).",
  body: itemDraftSchema,
  answer: SavedItemSchema,
});

export const deleteItem = defineCall({
  method: 'DELETE',
  path: 'assessment/items/:itemId/',
  summary: 'Authors: deletes one of their own Questions.',
  answer: NoAnswer,
});

export const importItem = defineCall({
  method: 'POST',
  path: 'assessment/items/import/',
  summary: 'Authors: adds a Question read from a QTI 3.0 or 2.1 assessmentItem (choice, text entry, order, match, associate, extended text, upload).',
  body: importBodySchema,
  answer: ItemSchema,
});
