import type { ItemType } from '../../schemas/itemTypes.ts';

/** Types only: the answers of the two report calls, shared by the server and the web screens. */

export type LiveState = 'not_started' | 'in_progress' | 'submitted';

/** One student of the course at one assessment: their latest attempt (the running one, else the last submitted). */
export interface LiveRow {
  user_id: string;
  name: string;
  surname: string;
  state: LiveState;
  /** The attempt this row describes; null when not started. */
  attempt_number: number | null;
  /** Questions of that attempt with a response (an empty text or list is no response). */
  answered: number;
  started_at: string | null;
  saved_at: string | null;
  /** The server's deadline of a timed attempt (the student's override applied at start); null when untimed. */
  deadline: string | null;
  submitted_at: string | null;
  /** A submitted attempt's score (the grade ledger's, kept on the attempt); null otherwise. */
  score: number | null;
  max_score: number | null;
}

export interface LiveView {
  /** The assessment component's title. */
  title: string;
  /** Questions an attempt delivers: pickx when set, else every Question. */
  total_items: number;
  /** The server clock: time left is deadline minus now, whatever the browser's clock says. */
  now: string;
  students: LiveRow[];
}

/** The realtime event `assessment:progress`, sent to the course's professors' room. */
export interface LiveProgressEvent {
  course_id: string;
  component_id: string;
  student: LiveRow;
}

/** How many chose one choice of a choice Question (true/false: the two answers). */
export interface Distractor {
  id: string;
  text: string;
  count: number;
  correct: boolean;
}

/** Ordering, matching, fill in the blanks: how many got each entry, prompt or blank right. */
export interface EntryTally {
  id: string;
  text: string;
  right: number;
}

export interface ItemDetail {
  id: string;
  title: string;
  type: ItemType;
  /** What the Question is worth in the assessment now. */
  points: number;
  /** Counted attempts that delivered the Question and answered it. */
  answered: number;
  correct: number;
  partial: number;
  /** Answered and scored zero. */
  incorrect: number;
  unanswered: number;
  /** Answered, manually scored, no person's score yet. */
  pending_manual: number;
  /** Mean score over the counted attempts that delivered it, pending ones left out; null when none. */
  average_score: number | null;
  distractors?: Distractor[];
  entries?: EntryTally[];
}

export interface ItemDetails {
  title: string;
  items: ItemDetail[];
  /** How many attempts were counted: each student's latest submitted attempt. */
  attempts: number;
  /** 'No submissions found' when nobody has submitted yet. */
  error?: string;
}
