/**
 * What the delivery routes answer, as the web reads it (README "Delivery
 * (server)" and "Delivery (web)"). Web code never imports server files: these
 * mirror the server's answers.
 */
import type { Choice, FileUploadContent, ItemDefinition, ItemType, LongTextContent, RecordingContent } from '../../schemas/itemTypes.ts';

/** What every delivered item carries besides its type's content. */
export interface ItemBase {
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
}

export type AnswerContent = { [T in ItemType]: { type: T; content: ContentToAnswer[T] } }[ItemType];

/** An item of a running attempt (GET attempt/), or of a review without correct answers. */
export type ItemToAnswer = ItemBase & AnswerContent;

/** An item with its right answers: a review showing correct answers, or regrade/get. */
export type ItemWithAnswers = ItemBase & ItemDefinition;

/** Responses by item id; each type's shape is in README "Types, their content and their responses". */
export type Responses = Record<string, unknown>;

export type ConfidenceLevel = 'low' | 'medium' | 'high';

export type DeliveryStateName = 'initial' | 'resume' | 'review' | 'blocked';

/** GET assessment/delivery/{courseId}/{componentId}/ */
export interface DeliveryState {
  state: DeliveryStateName;
  can_start: boolean;
  reason?: 'not_open' | 'closed' | 'attempts' | 'no_reopen';
  message?: string;
  attempts_used: number;
  /** 0 = unlimited. */
  attempts_allowed: number;
  number_of_opens: 0 | 1 | 2 | 3;
  opens: number;
}

/** GET attempt/ and POST start/: the running attempt. */
export interface RunningAttempt {
  _id: string;
  number: number;
  /** A professor's attempt: scored, recorded nowhere. */
  preview: boolean;
  opens: number;
  started_at: string;
  /** Server time the attempt ends; null when untimed. */
  deadline: string | null;
  /** The server's clock when it answered: the timer's only reference. */
  now: string;
  items: ItemToAnswer[];
  responses: Responses;
  saved_at: string | null;
  /** Hints taken so far by item id, and their texts. */
  hints_used?: Record<string, number>;
  hints?: Record<string, string[]>;
  confidence?: Record<string, ConfidenceLevel>;
  /** A branching quiz: the items taken so far, in order (and `end` once over); null for other quizzes. */
  path: string[] | null;
}

/** POST submit/ */
export interface SubmitResult {
  _id: string;
  number: number;
  status: string;
  submitted_at: string;
  late_seconds: number;
  timed_out: boolean;
  /** Only when show_score allows now. */
  score?: number | null;
  max_score?: number | null;
}

/** GET review/?number= */
export interface AttemptReview {
  _id: string;
  number: number;
  submitted_at: string | null;
  late_seconds: number | null;
  visible: { score: boolean; responses: boolean; correct_answers: boolean };
  score?: number | null;
  max_score?: number | null;
  status?: string;
  /** With their right answers when `visible.correct_answers`. */
  items: (ItemToAnswer | ItemWithAnswers)[];
  responses?: Responses;
  /** Each item's score, when both the score and the responses show. */
  results?: Record<string, ItemResult>;
  /** Try-again attempts used, by item id. */
  retries?: Record<string, number>;
}

/** An item's score in a review: `correct` null while a person must score it (its score is then not known here). */
export interface ItemResult {
  score: number | null;
  max_score: number;
  correct: boolean | null;
}

/** POST attempt/check/ */
export interface CheckResult {
  /** null: a person scores this Question. */
  correct: boolean | null;
}

/** POST attempt/hint/ */
export interface HintResult {
  hint: string;
  hints_used: number;
  hints_total: number;
}

/** POST review/retry/ */
export interface RetryResult {
  correct: boolean | null;
  tries_used: number;
  tries_left: number;
}

/** POST attempt/next/ (branching quiz). */
export interface NextStepResult {
  next: string;
}

