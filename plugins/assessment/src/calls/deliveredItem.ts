import { Type } from '@lms/sdk/calls';
import type { Choice, FileUploadContent, ItemDefinition, ItemType, LongTextContent, RecordingContent } from '../schemas/itemTypes.ts';
import type { QtiItemReview, QtiItemToAnswer } from '../schemas/qtiItem.ts';

/**
 * An item as the delivery, review and regrade calls answer it. Its content is
 * typed by its type (ItemDefinition), which a JSON schema cannot tie to the
 * type field: the schema below carries the wire shape (content as free JSON),
 * the type is the item type union's, declared once in schemas/itemTypes.ts.
 */

/** What every delivered item carries besides its type's content. */
interface ItemBase {
  id: string;
  points: number;
  title: string;
  /** Sanitised HTML (the server sanitises every prompt when it is written). */
  prompt: string;
  /** How many hints the item has (the hints themselves come one by one from attempt/hint/). */
  hints_total?: number;
}

/**
 * An item's content as a taker gets it, by type: no right answers. Each shape
 * is a part of the full content, so an item with its answers (review,
 * grading) fits too.
 */
export interface ContentToAnswer {
  single_choice: { choices: Choice[] };
  multiple_response: { choices: Choice[] };
  true_false: object;
  short_text: object;
  numeric: object;
  fill_blanks: { template: string; blanks: { id: string }[] };
  /** Entries in the order shown (shuffled at start). */
  ordering: { entries: Choice[] };
  matching: { prompts: Choice[]; options: Choice[] };
  longtext: LongTextContent;
  longtextV2: LongTextContent;
  plaintext: LongTextContent;
  audio: RecordingContent;
  video: RecordingContent;
  fileupload: FileUploadContent;
  /** The item's XML without answers, with the attempt's template values; in a review, QtiItemReview. */
  qti: QtiItemToAnswer | QtiItemReview;
}

export type AnswerContent = { [T in ItemType]: { type: T; content: ContentToAnswer[T] } }[ItemType];

/** An item of a running attempt (GET attempt/), or of a review without correct answers. */
export type ItemToAnswer = ItemBase & AnswerContent;

/** An item with its right answers: a review showing correct answers, or regrade/get. */
export type ItemWithAnswers = ItemBase & ItemDefinition;

const itemWire = Type.Object({
  id: Type.String(),
  type: Type.String(),
  points: Type.Number(),
  title: Type.String(),
  prompt: Type.String(),
  content: Type.Record(Type.String(), Type.Unknown()),
  hints_total: Type.Optional(Type.Integer()),
});

export const ItemToAnswerSchema = Type.Unsafe<ItemToAnswer>(itemWire);
export const ItemWithAnswersSchema = Type.Unsafe<ItemWithAnswers>(itemWire);
/** A review's item: with its right answers only when the review shows them. */
export const ReviewItemSchema = Type.Unsafe<ItemToAnswer | ItemWithAnswers>(itemWire);
