import { ITEM_TYPES, type ItemType } from '../schemas/itemTypes.ts';
import type { LatePolicy } from '@lms/sdk/rules';
import type { ScorableItem } from './scoreItem.ts';

/** One item of an attempt as it was delivered: the bank item's type and content, worth the points the assessment gives it. */
export type AttemptItem = ScorableItem & { id: string };

/**
 * What the delivery step hands the grade ledger for one attempt (the
 * ledger's `submission`). It carries the items as delivered, so an attempt
 * is scored, and rescored, against the questions the student saw even after
 * the bank changes; a person's scores go in `manual_scores`.
 */
export interface AttemptSubmission {
  session_id: string;
  /** When the attempt was submitted, by the server's clock (ISO). */
  submitted_at: string;
  /** The student's own due date when an override sets one (null: none); absent: the assessment's. */
  due_date?: string | null;
  /** The student's own late policy when an override sets one (null: none); absent: the assessment's. */
  policy?: LatePolicy | null;
  /** In the order delivered (after pickx and scramble). */
  items: AttemptItem[];
  /** Each answered item's response, by item id. */
  responses: Record<string, unknown>;
  /** Scores a person gave (manual grading, regrade), by item id; they replace the computed ones. */
  manual_scores?: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function fail(message: string): never {
  throw new Error(`Invalid assessment submission: ${message}`);
}

function readItem(value: unknown, index: number): AttemptItem {
  if (!isRecord(value)) fail(`items/${index} is not an object`);
  if (typeof value.id !== 'string' || value.id === '') fail(`items/${index}/id is missing`);
  if (!ITEM_TYPES.includes(value.type as ItemType)) fail(`items/${index}/type is not a Question type`);
  if (!isAmount(value.points)) fail(`items/${index}/points is not a number of 0 or more`);
  if (!isRecord(value.content)) fail(`items/${index}/content is not an object`);
  return value as unknown as AttemptItem;
}

function readPolicy(value: unknown): LatePolicy | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isRecord(value) || !isAmount(value.penalty) || !isAmount(value.per) || !isAmount(value.max)) fail('policy needs penalty, per and max');
  return { penalty: value.penalty, per: value.per, max: value.max };
}

/**
 * Reads a stored submission. The delivery step writes it on the server, so a
 * wrong one is a bug there: it is refused loudly rather than scored as zero.
 */
export function readAttemptSubmission(value: unknown): AttemptSubmission {
  if (!isRecord(value)) fail('not an object');
  if (typeof value.session_id !== 'string') fail('session_id is missing');
  if (!isDate(value.submitted_at)) fail('submitted_at is not a date');
  if (value.due_date !== undefined && value.due_date !== null && !isDate(value.due_date)) fail('due_date is not a date');
  if (!Array.isArray(value.items)) fail('items is not a list');
  const items = value.items.map(readItem);
  if (new Set(items.map((item) => item.id)).size !== items.length) fail('an item is there twice');
  if (!isRecord(value.responses)) fail('responses is not an object');
  const manual = value.manual_scores;
  if (manual !== undefined) {
    if (!isRecord(manual)) fail('manual_scores is not an object');
    for (const [id, score] of Object.entries(manual)) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) fail(`manual_scores/${id} names no item of the attempt`);
      if (!isAmount(score) || score > item.points) fail(`manual_scores/${id} is not a number from 0 to ${item.points}`);
    }
  }
  return {
    session_id: value.session_id,
    submitted_at: value.submitted_at,
    ...(value.due_date === undefined ? {} : { due_date: value.due_date as string | null }),
    ...('policy' in value ? { policy: readPolicy(value.policy) } : {}),
    items,
    responses: value.responses,
    ...(manual === undefined ? {} : { manual_scores: manual as Record<string, number> }),
  };
}
