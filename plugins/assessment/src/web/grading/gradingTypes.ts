/**
 * What the grading calls answer, as the web reads them (the contract in README
 * "Grading, regrade, overrides, submit-on-behalf"). Web code never imports
 * server files: these mirror the server's answers.
 */
import type { PolicyConfig } from '../../schemas/assessmentConfig.ts';
import type { ItemType } from '../../schemas/itemTypes.ts';
import type { ItemWithAnswers } from '../delivery/deliveryTypes.ts';

/** A Question of the assessment as the grading list names it. */
export interface GradingItem {
  id: string;
  title: string;
  type: ItemType;
  points: number;
  /** A person scores it (part 2 §9's manually scored types). */
  manual: boolean;
}

export type GradingStatus = 'graded' | 'needs_grading';

export interface GradedPerson {
  _id: string;
  name: string;
  surname: string;
}

/** A student's submitted attempt in the grading list. */
export interface GradingAttempt {
  _id: string;
  user: GradedPerson;
  number: number;
  submitted_at: string;
  late_seconds: number;
  status: GradingStatus;
  score: number | null;
  max_score: number | null;
  /** Answered manual items without a person's score. */
  ungraded: string[];
}

/** GET assessment/grading/{courseId}/{componentId}/ */
export interface GradingList {
  items: GradingItem[];
  /** Newest first. */
  attempts: GradingAttempt[];
}

/** A response of a session as regrade/get answers it (`response_id` is the item's id). */
export interface RegradeResponse {
  response_id: string;
  question_type: ItemType;
  attempted: boolean;
  response: unknown;
  score: number | null;
  max_score: number;
  manual: boolean;
  /** A person gave this score. */
  person_scored: boolean;
}

/** One attempt (`session_id`) with its items, right answers included, and its responses. */
export interface RegradeSession {
  user_id: string;
  /** The grade ledger's activity; null while the ledger has none for the assessment. */
  activity_id: string | null;
  session_id: string;
  submitted_at: string;
  score: number | null;
  max_score: number | null;
  status: string;
  items: ItemWithAnswers[];
  responses: RegradeResponse[];
}

/** POST regrade/get */
export interface RegradeSessions {
  sessions: RegradeSession[];
}

/** A person's score for one item, as regrade/update takes it. */
export interface ScoreChange {
  response_id: string;
  attempted: boolean;
  score: number;
  max_score: number;
}

export interface SessionScores {
  user_id: string;
  activity_id: string | null;
  session_id: string;
  responses: ScoreChange[];
}

/** POST regrade/update */
export interface RegradeUpdateAnswer {
  user_ids: string[];
  component_ids: string[];
  /** Gradebook updates still running: the scores are kept, the gradebook catches up. */
  jobs: unknown[];
  changed: number;
}

/** The settings a student override may change (part 3 §3 "Assessment override"); null: the assessment's. */
export interface OverrideValues {
  open_date: string | null;
  due_date: string | null;
  close_date: string | null;
  /** Seconds; 0 = not timed. */
  time_limit: number | null;
  /** 0 = unlimited. */
  submission_attempts: number | null;
  policy: PolicyConfig | null;
}

/** GET assessment_override/{courseId}/{componentId}/{studentId} */
export interface StudentOverride {
  /** The assessment's own values. */
  global: OverrideValues;
  override: OverrideValues | null;
}

/** One job of POST assessment/update/{courseId} (submit-on-behalf). */
export interface SubmitJob {
  reference: string;
  user_id: string;
  component_id: string;
}

/** One job as POST assessment/job_poller answers it. */
export interface JobState {
  reference: string;
  status: 'pending' | 'done' | 'failed';
  message?: string;
  score?: number | null;
  max_score?: number | null;
}

/** The fields of the live view's students (GET assessment/liveview/...) that grading reads: who is where. */
export interface RosterStudent {
  user_id: string;
  name: string;
  surname: string;
  state: 'not_started' | 'in_progress' | 'submitted';
  attempt_number: number | null;
}

export interface Roster {
  students: RosterStudent[];
}
