import type { Knex } from 'knex';

/**
 * The study center's items (part 3 §4, §7; issue 20 item 3): things a student
 * should revisit, put there by the plugin that found them (a Question missed
 * in a quiz, a flashcard due for review). Each starts in red; the student moves
 * it to green ("Got it") or blue ("Later"). Core keeps them
 * (`coreServices.studyItems`); producers only put and remove their own.
 */
export const STUDY_BUCKETS = ['red', 'green', 'blue'] as const;
export type StudyBucket = (typeof STUDY_BUCKETS)[number];
/** Where a move may send an item: it leaves red for one of these (part 3 §4). */
export const STUDY_MOVE_BUCKETS = ['green', 'blue'] as const;
export type StudyMoveBucket = (typeof STUDY_MOVE_BUCKETS)[number];

/** What a producer puts: one item of one student, known by its own key `ref`. */
export interface StudyItemInput {
  courseId: string;
  userId: string;
  /** The producing plugin's id. */
  source: string;
  /** The producer's key for the item, unique per user, course and source (a Question's id, a card's key). */
  ref: string;
  title: string;
  /** A site path to revisit it (e.g. the quiz's page). */
  link: string;
  /** When it is due for review; null: now. Items due later are not listed until then. */
  dueAt?: Date | null;
}

/** Which of a producer's items to take off (answered right, card known). */
export interface StudyItemKey {
  courseId: string;
  userId: string;
  source: string;
  ref: string;
}

export interface StudyItem {
  id: string;
  source: string;
  ref: string;
  title: string;
  link: string;
  bucket: StudyBucket;
  dueAt: Date | null;
  createdAt: Date;
  movedAt: Date | null;
}

export interface StudyItems {
  /**
   * Adds the items or, for a key already there, updates its title, link and
   * due date and puts it back in red (missed again). One statement.
   */
  put(items: readonly StudyItemInput[], trx?: Knex.Transaction): Promise<void>;
  /** Takes these items off (the keys not there are ignored). */
  remove(keys: readonly StudyItemKey[], trx?: Knex.Transaction): Promise<void>;
  /** The user's items in the course that are due (due date null or past), oldest first (those put together by title). */
  list(courseId: string, userId: string): Promise<StudyItem[]>;
  /**
   * Moves one of the user's items to green or blue. Throws not-found for an
   * item that is not the user's in this course, validation-failed for another bucket.
   */
  move(courseId: string, userId: string, itemId: string, bucket: StudyMoveBucket): Promise<StudyItem>;
}
