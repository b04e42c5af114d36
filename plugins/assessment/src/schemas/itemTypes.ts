/**
 * The item bank's question types and the content each one carries (part 2 §3
 * "Authoring item", issue 6). Shared by the server, the scoring functions and
 * the web side.
 */
import type { QtiItemContent } from './qtiItem.ts';

/** Scored by the scoring functions (src/scoring). */
export const AUTO_ITEM_TYPES = ['single_choice', 'multiple_response', 'true_false', 'short_text', 'numeric', 'fill_blanks', 'ordering', 'matching', 'qti'] as const;

/** Part 2 §9: the manually scored question types, by the spec's names; a person scores them. */
export const MANUAL_ITEM_TYPES = ['video', 'longtext', 'longtextV2', 'audio', 'plaintext', 'fileupload'] as const;

export const ITEM_TYPES = [...AUTO_ITEM_TYPES, ...MANUAL_ITEM_TYPES] as const;

export type ItemType = (typeof ITEM_TYPES)[number];

/** A choice, an entry to order or a side of a pair: a stable id (answers name it) and plain text. */
export interface Choice {
  id: string;
  text: string;
}

export interface SingleChoiceContent {
  choices: Choice[];
  /** The id of the one right choice. */
  correct: string;
}

export interface MultipleResponseContent {
  choices: Choice[];
  /** The ids of every right choice: all of them, and no other, earn the points. */
  correct: string[];
}

export interface TrueFalseContent {
  correct: boolean;
}

export interface ShortTextContent {
  /** Every accepted answer; matched after trimming and collapsing spaces. */
  answers: string[];
  case_sensitive: boolean;
}

export interface NumericContent {
  answer: number;
  /** Accepted distance from the answer, in the answer's units (0 when absent). */
  tolerance?: number;
  /** Accepted distance as a percentage of the answer (0 when absent). Either tolerance accepts. */
  tolerance_percent?: number;
}

export interface Blank {
  id: string;
  answers: string[];
  case_sensitive: boolean;
}

export interface FillBlanksContent {
  /** Plain text where each blank stands as {{id}}, once. */
  template: string;
  blanks: Blank[];
}

export interface OrderingContent {
  /** In the right order; delivery shuffles them. */
  entries: Choice[];
}

export interface MatchingPrompt extends Choice {
  /** The id of the option this prompt goes with. */
  match: string;
}

export interface MatchingContent {
  prompts: MatchingPrompt[];
  /** What the prompts are matched with; an option may serve several prompts, or none. */
  options: Choice[];
}

export interface LongTextContent {
  /** The most characters an answer may have; absent for no limit. */
  max_length?: number;
}

export interface RecordingContent {
  /** The longest recording accepted, in seconds; absent for no limit. */
  max_seconds?: number;
}

export interface FileUploadContent {
  /** Accepted file extensions; absent for every one part 2 §5 allows. */
  extensions?: string[];
}

/** An item's type and its content, kept together so each type's content is typed. */
export type ItemDefinition =
  | { type: 'single_choice'; content: SingleChoiceContent }
  | { type: 'multiple_response'; content: MultipleResponseContent }
  | { type: 'true_false'; content: TrueFalseContent }
  | { type: 'short_text'; content: ShortTextContent }
  | { type: 'numeric'; content: NumericContent }
  | { type: 'fill_blanks'; content: FillBlanksContent }
  | { type: 'ordering'; content: OrderingContent }
  | { type: 'matching'; content: MatchingContent }
  | { type: 'longtext' | 'longtextV2' | 'plaintext'; content: LongTextContent }
  | { type: 'audio' | 'video'; content: RecordingContent }
  | { type: 'fileupload'; content: FileUploadContent }
  /** Issue 28: an item kept as QTI 3.0 XML, scored by running its response processing (schemas/qtiItem.ts). */
  | { type: 'qti'; content: QtiItemContent };

/** Part 2 §3 "Authoring item": the tag types. */
export const TAG_TYPES = ['User', 'Reseller', 'course_id', 'Course', 'Learning Objective'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export interface ItemTag {
  type: TagType;
  name: string;
}

/** What an author sends to create or replace an item. */
export type ItemDraft = ItemDefinition & {
  reference: string;
  title?: string;
  /** Sanitised HTML. */
  prompt?: string;
  points?: number;
  tags?: ItemTag[];
};

/** An item as the API answers it. */
export type ApiItem = ItemDefinition & {
  _id: string;
  reference: string;
  title: string;
  prompt: string;
  points: number;
  tags: ItemTag[];
  owned_by: string;
  /** The item this one was copied from when someone else edited it. */
  copied_from: string | null;
  /** The caller owns it: their edits change it, anyone else's make a copy. */
  mine: boolean;
  created_at: string;
  updated_at: string;
};

/** An item in a list: what a picker shows, without the question itself. */
export type ApiItemSummary = Pick<ApiItem, '_id' | 'reference' | 'title' | 'type' | 'points' | 'tags' | 'owned_by' | 'mine' | 'updated_at'>;
