import type { Knex } from 'knex';
import type { LateDecision, LedgerAttempt } from './grading.ts';
import type { LatePolicy } from './grading/latePenalty.ts';
import type { DayRange } from './tracking.ts';

/**
 * Read-only, set-based records of core's grade data for a gradebook, a
 * grading center or any area plugin that reports on grades
 * (`coreServices.gradebookRecords`). Plain values: dates are Dates, numbers
 * are numbers; a plugin maps them to its own types. Every method answers in a
 * fixed number of queries whatever the number of students. `trx` reads inside
 * the caller's transaction.
 */
export interface GradebookRecords {
  /** The course's title and its settings object (`courses.settings`), or null for an unknown course. */
  course(courseId: string, trx?: Knex): Promise<CourseRecord | null>;
  /**
   * The course's activities in reading order: the course's lessons in order,
   * their pages, the components of each page (a component's first place); a
   * custom column (component null) after its lesson's components, one without
   * a lesson last. A component activity taken off every page is left out.
   */
  activities(courseId: string, trx?: Knex): Promise<ActivityRecord[]>;
  /**
   * The ids of the course's activities a student may see at `at` (part 2 §4
   * Visibility, as `GET components/...` decides it): a component activity
   * with a place outside the instructor notes whose lesson and page are
   * neither drafts nor waiting to open (their own schedule or the course's
   * entry for them); a custom column shown to students. One query for the course.
   */
  studentVisibleActivityIds(courseId: string, at: Date, trx?: Knex): Promise<string[]>;
  /** One activity of the course by its id or its component's id (custom columns included, placed or not), or null. */
  activity(courseId: string, idOrComponentId: string, trx?: Knex): Promise<ActivityHead | null>;
  /** The course's activities of one component type (e.g. 'board'), by title; only `componentId`'s when given. */
  activitiesOfType(courseId: string, type: string, componentId?: string, trx?: Knex): Promise<ActivityHead[]>;
  /** The course's rollup groups by position. */
  rollupGroups(courseId: string, trx?: Knex): Promise<RollupGroupRecord[]>;
  /**
   * The course's students (enrolled, not its staff) by last name, first name,
   * id (case-insensitive): a page of them, or those of `userIds` who are
   * students. `total` is how many students the course has, counted only when
   * `count` is true (else null).
   */
  students(courseId: string, selection: StudentSelection, trx?: Knex): Promise<{ students: StudentRecord[]; total: number | null }>;
  /** Whether the user is a student of the course (enrolled, not staff). */
  isStudent(courseId: string, userId: string, trx?: Knex): Promise<boolean>;
  /**
   * What the ledger holds for these students of the course: their attempts
   * (in no particular order: group and sort them as you need), instructor grades and excusals, final
   * grades, and the per-student schedules the component types contribute
   * (ActivityDescriptor.studentSchedules). `gradesAfter`: a write of these
   * students' grades, excusals or final grades still running: those are read
   * once it is done (and its failure is this read's), the rest at once; a
   * write that answers the students' grades as they stand after it (the
   * gradebook's one-statement edit) saves that read.
   */
  studentLedgers(courseId: string, userIds: readonly string[], trx?: Knex, gradesAfter?: Promise<StudentGrades | void>): Promise<StudentLedgerRecords>;
  /**
   * The course's grade ledger version: a counter bumped in the writer's own
   * transaction by every write of its attempts, instructor grades and
   * excusals, and final grades (database triggers); 0 before the first. What a
   * reader computed from those rows still holds while it is unchanged; the
   * other inputs of a total (columns, roster, settings, schedules) are not
   * counted: read them.
   */
  ledgerVersion(courseId: string, trx?: Knex): Promise<number>;
  /** These students' own schedules in the course, as component types contribute them (the `schedules` of studentLedgers alone). */
  studentSchedules(courseId: string, userIds: readonly string[], trx?: Knex): Promise<StudentScheduleRecord[]>;
  /** The instructor's grades (not null) on these activities of the course. */
  grades(courseId: string, activityIds: readonly string[], trx?: Knex): Promise<GradeEntryRecord[]>;
  /**
   * Activities with students waiting for a person's grade: their latest
   * attempt needs grading and no instructor's grade settles the cell;
   * longest-waiting first.
   */
  waitingActivities(courseId: string, trx?: Knex): Promise<WaitingActivityRecord[]>;
  /**
   * Every attempt of the course's students (enrolled, not staff) submitted
   * after that student's due date: their own schedule's (ActivityDescriptor.studentSchedules)
   * where it sets one, else the activity's. With the activity, the student,
   * the policy that applies now (the student's own, else the activity's), the
   * recorded deduction and the instructor's decision; oldest submission first.
   * A fixed number of queries (an activity taken off every page is left out).
   */
  lateAttempts(courseId: string, trx?: Knex): Promise<LateAttemptRecord[]>;
  /**
   * Each student's participation on these components of the course, as their
   * component types count it (ActivityDescriptor.participation); a student
   * without any is left out.
   */
  participation(courseId: string, componentIds: readonly string[], trx?: Knex): Promise<ParticipationRecord[]>;
  /** The attempts these students of the course have started and not submitted (ActivityDescriptor.openAttempts of every type). */
  openAttempts(courseId: string, userIds: readonly string[], trx?: Knex): Promise<OpenAttemptRecord[]>;
  /**
   * The attempts of the course's students (enrolled, not staff) summed by the
   * database in one statement, for the submissions tile: per activity, how
   * many were submitted in `current` and in `prior` (UTC days) and, of each
   * student's latest scored attempt (a score and a max above 0; submission
   * time to the millisecond, equal times by the smaller id), how many there
   * are and the sum of their percents; over the class, the students who
   * submitted in `current` and the 10-bucket histogram of the percents of each
   * student's latest scored attempt per activity among those of `current`.
   * The ledger's recorded scores (as submitted: no late policy recomputed, no
   * instructor grade or excusal), not the gradebook's cells.
   */
  submissionFigures(courseId: string, weeks: { current: DayRange; prior: DayRange }, trx?: Knex): Promise<SubmissionFigures>;
}

/** What `GradebookRecords.submissionFigures` sums; percents are `score * 100 / max_score` in binary floating point. */
export interface SubmissionFigures {
  /** Activities with any attempt of a student, in no order. */
  activities: { activityId: string; current: number; prior: number; latestScored: number; latestPercentSum: number }[];
  /** Students with an attempt submitted in `current`. */
  currentSubmitters: number;
  /** Ten counts: [0,10), [10,20) ... [90,100] (percents clamped to 0-100). */
  currentHistogram: number[];
}

export interface CourseRecord {
  id: string;
  title: string;
  settings: Record<string, unknown>;
}

/** An activity as a column needs it. */
export interface ActivityHead {
  id: string;
  /** Null for a custom column. */
  componentId: string | null;
  type: string;
  title: string;
  maxScore: number | null;
}

export interface ActivityRecord extends ActivityHead {
  /** The component's own title (the activity's title may be empty). */
  componentTitle: string | null;
  lessonId: string | null;
  lessonTitle: string | null;
  /** Its lesson's number in the course (1-based, in the course's order); null without a lesson. */
  lessonNumber: number | null;
  /** The page the component sits on (its first place); null for a custom column. */
  pageId: string | null;
  rollupId: string | null;
  graded: boolean;
  /** A custom column shown to students. */
  show: boolean;
  manualGrading: boolean;
  openDate: Date | null;
  dueDate: Date | null;
  closeDate: Date | null;
  /** Its lesson or page is suppressed until available. */
  suppressUntilAvailable: boolean;
  submissionAttempts: number;
  timeLimit: number | null;
  policy: LatePolicy | null;
  /** `activities.settings` (score_visibility, scoring_method...). */
  settings: Record<string, unknown>;
  createdAt: Date;
  /** The instructor's place for it among its lesson's columns (GradeLedger.saveActivityOrder); null: in reading order after the placed ones. */
  gradebookPosition: number | null;
}

export interface RollupGroupRecord {
  id: string;
  title: string;
  color: string;
  /** Percent of the total; null when groups count by points. */
  weight: number | null;
  dropLowest: number;
  position: number;
}

/** A page of the roster (`limit` null: to the end), or these users; `count`: whether to count the course's students too. */
export type StudentSelection = { offset: number; limit: number | null; count: boolean } | { userIds: readonly string[]; count: boolean };

export interface StudentRecord {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface AttemptRecord {
  id: string;
  userId: string;
  activityId: string;
  status: LedgerAttempt['status'];
  score: number | null;
  maxScore: number | null;
  submittedAt: Date;
  gradedAt: Date | null;
  /** How a late attempt's score was cut (`attempts.policy_applied`); null when it was not late. */
  late: { rawScore: number; percent: number; latenessSeconds: number; policy: LatePolicy } | null;
  /** An instructor's decision on this late attempt (the late work manager); null: none. */
  lateDecision: LateDecision | null;
}

/** An attempt submitted after the student's due date (`lateAttempts`). */
export interface LateAttemptRecord {
  attempt: AttemptRecord;
  activity: { id: string; componentId: string | null; type: string; title: string; lessonId: string | null; lessonTitle: string | null };
  student: StudentRecord;
  /** The student's due date (their own schedule's, else the activity's). */
  dueDate: Date;
  /** The late policy that applies now (the student's own, else the activity's); null: none. */
  policy: LatePolicy | null;
}

export interface GradeEntryRecord {
  userId: string;
  activityId: string;
  grade: number | null;
  excused: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}

export interface FinalGradeRecord {
  userId: string;
  percent: number;
}

/** One student's own schedule on one component (a null field: the activity's own). */
export interface StudentScheduleRecord {
  componentId: string;
  userId: string;
  openDate: Date | null;
  dueDate: Date | null;
  closeDate: Date | null;
  submissionAttempts: number | null;
  policy: LatePolicy | null;
}

/** Students' instructor grades and excusals (cells holding a grade or an excusal) and final grades. */
export interface StudentGrades {
  entries: GradeEntryRecord[];
  finalGrades: FinalGradeRecord[];
}

export interface StudentLedgerRecords {
  attempts: AttemptRecord[];
  entries: GradeEntryRecord[];
  finalGrades: FinalGradeRecord[];
  schedules: StudentScheduleRecord[];
}

export interface WaitingActivityRecord {
  activityId: string;
  componentId: string;
  title: string;
  type: string;
  /** Students waiting. */
  waiting: number;
  oldestSubmittedAt: Date;
}

/** An attempt a student started and has not submitted (an assessment in progress). */
export interface OpenAttemptRecord {
  componentId: string;
  userId: string;
  startedAt: Date;
}

/** A student's posts on a component (a board's), those hidden from the class apart. */
export interface ParticipationRecord {
  componentId: string;
  userId: string;
  posts: number;
  hidden: number;
}
