/**
 * What the gradebook engine reads and answers (issue 17; part 3 §3 "Gradebook").
 * The engine is pure: the server's loader reads the ledger into these shapes in
 * a few set-based queries and the engine makes every cell, total and
 * explanation in one pass. Dates are Date objects; scores keep 2 decimals.
 */

// When a student may see an activity's score, which attempt counts, and a late policy: the ledger's own types (types only: the engine stays free of the kernel).
import type { ActivityRecord, LateDecision, ScoreVisibility, ScoringMethod } from '@lms/contract';
import type { LatePolicy } from '../rules.ts';

export type { LateDecision, LatePolicy, ScoreVisibility, ScoringMethod };

/** The ledger's fields of an activity record the engine reads as they are (core's record; types only). */
type RecordFields = 'id' | 'componentId' | 'type' | 'maxScore' | 'lessonId' | 'lessonTitle' | 'rollupId' | 'graded' | 'show' | 'manualGrading' | 'openDate' | 'dueDate' | 'closeDate' | 'suppressUntilAvailable' | 'submissionAttempts' | 'timeLimit' | 'policy';

/**
 * A column of the gradebook: a gradable component of the course, or a custom
 * column (componentId null, type 'custom'); the record's fields, its shown
 * title, its place in reading order, and how its score is seen and counted.
 */
export interface GradebookActivity extends Pick<ActivityRecord, RecordFields> {
  /** The activity's title, else its component's. */
  title: string;
  /** Reading order in the course (lessons, pages, components); custom columns after their lesson's components. */
  position: number;
  scoreVisibility: ScoreVisibility;
  scoringMethod: ScoringMethod;
}

/** How late work was marked down (the ledger's attempts.policy_applied). */
export interface LateDeduction {
  /** The score before the deduction. */
  rawScore: number;
  /** Percent taken off. */
  percent: number;
  latenessSeconds: number;
  policy: LatePolicy;
}

/** One recorded attempt of the ledger. */
export interface GradebookAttempt {
  id: string;
  status: 'submitted' | 'needs_grading' | 'graded';
  /** After any late deduction. */
  score: number | null;
  maxScore: number | null;
  submittedAt: Date;
  gradedAt: Date | null;
  late: LateDeduction | null;
  /**
   * The instructor's decision on late work (the late work manager):
   * 'overdue_accepted' counts the score before any deduction; 'apply_policy'
   * applies the policy to it even when none was applied at submission; null:
   * the recorded deduction under the student's schedule now.
   */
  lateDecision: LateDecision | null;
}

/** A student's own dates and attempts for one activity (an assessment override); null fields take the activity's. */
export interface ScheduleOverride {
  openDate: Date | null;
  dueDate: Date | null;
  closeDate: Date | null;
  submissionAttempts: number | null;
  policy: LatePolicy | null;
}

/** What an instructor set on one cell (the ledger's grade_overrides). */
export interface GradeEntry {
  /** Replaces the computed score; a custom column's score. Null: none set. */
  grade: number | null;
  /** Left out of every total, shown as excused. */
  excused: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** Everything one cell is made from. */
export interface CellInput {
  activity: GradebookActivity;
  /** Oldest first. */
  attempts: readonly GradebookAttempt[];
  override: ScheduleOverride | null;
  entry: GradeEntry | null;
}

/** A rollup group (part 3 §3 "Rollup group") with the gradebook's rules. */
export interface RollupGroup {
  id: string;
  title: string;
  color: string;
  /** Percent of the course total; null: the groups count by points. */
  weight: number | null;
  /** Leave out the lowest N counted cells of the group (by percent). */
  dropLowest: number;
  position: number;
}

/** The course settings the gradebook follows (part 3 §3 "Course" flags). */
export interface CourseGradeSettings {
  /** Default 60. */
  scoreCutOff: number;
  noTotalColumn: boolean;
  blockTotalScores: boolean;
  suppressPractice: boolean;
}

/** Part 3 §4 "Gradebook message labels". */
export const MESSAGE_LABELS = [
  'Not Available',
  'Available Later',
  'Still More Attempts',
  'Overdue',
  'Pending',
  'Done',
  'Due',
  'Upcoming',
  'Late work auto-deduction',
  'Cached',
] as const;
export type MessageLabel = (typeof MESSAGE_LABELS)[number];

/** Who the cell is made for: staff see every score; a student only what the activity's visibility allows now. */
export type Viewer = 'staff' | 'student';
