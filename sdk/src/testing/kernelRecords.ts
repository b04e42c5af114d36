import { randomBytes } from 'node:crypto';
import { contentRefs, type ActivitySchedule, type CourseRow, type UserRow } from '@lms/core';
import type { KernelUnderTest } from './createTestKernel.ts';

// What a plugin's tests read and set in the kernel's own records (enrolments,
// accounts, the label bundle, the grade ledger, the job queue), so they never
// name a core table: when core changes its storage, only this file changes.

/** Enrols a student in a course (as the kernel does); answers false when already enrolled. */
export function enrol(tk: KernelUnderTest, courseId: string, userId: string): Promise<boolean> {
  return tk.kernel.resolve(contentRefs.courses).enrol(courseId, userId);
}

/** The ids of the courses a user is enrolled in, oldest enrolment first. */
export function enrolledCourseIds(tk: KernelUnderTest, userId: string): Promise<string[]> {
  return tk.kernel.knex('enrollments').where({ user_id: userId }).orderBy([{ column: 'created_at' }, { column: 'course_id' }]).pluck('course_id');
}

/** The ids of a course's students (enrolments), in no particular order. */
export function enrolledUserIds(tk: KernelUnderTest, courseId: string): Promise<string[]> {
  return tk.kernel.knex('enrollments').where({ course_id: courseId }).pluck('user_id');
}

/** The ids of a course's staff in one role, sorted. */
export async function courseStaffIds(tk: KernelUnderTest, courseId: string, role: 'instructor' | 'assistant' = 'instructor'): Promise<string[]> {
  return ((await tk.kernel.knex('course_staff').where({ course_id: courseId, role }).pluck('user_id')) as string[]).sort();
}

/** The stored account with this email (any case), or undefined. */
export async function accountByEmail(tk: KernelUnderTest, email: string): Promise<UserRow | undefined> {
  return tk.kernel.knex<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

/** The account fields a test may change behind the routes' back (a bot, mail turned off, a broken address...). */
export type AccountChanges = Partial<Pick<UserRow, 'email' | 'firstname' | 'lastname' | 'account_type' | 'administrator' | 'email_notifications' | 'validated'>>;

/** Changes a user's stored account, bypassing every rule. */
export async function updateAccount(tk: KernelUnderTest, userId: string, changes: AccountChanges): Promise<void> {
  await tk.kernel.knex('users').where({ id: userId }).update(changes);
}

/** The course fields a test may set directly (dates the routes would refuse in the past, gradebook flags of its settings...). */
export type CourseChanges = Partial<Pick<CourseRow, 'start_date' | 'end_date' | 'settings'>>;

/** Changes a stored course, bypassing every rule. */
export async function updateCourse(tk: KernelUnderTest, courseId: string, changes: CourseChanges): Promise<void> {
  const { settings, ...dates } = changes;
  await tk.kernel
    .knex('courses')
    .where({ id: courseId })
    .update({ ...dates, ...(settings === undefined ? {} : { settings: JSON.stringify(settings) }) });
}

/** Deletes a stored account outright, with what the database removes with it (a plugin's migration test checks its foreign keys). */
export async function removeAccount(tk: KernelUnderTest, userId: string): Promise<void> {
  await tk.kernel.knex('users').where({ id: userId }).delete();
}

/** Deletes a stored course outright, with what the database removes with it (a plugin's migration test checks its foreign keys). */
export async function removeCourse(tk: KernelUnderTest, courseId: string): Promise<void> {
  await tk.kernel.knex('courses').where({ id: courseId }).delete();
}

/** How many courses the site holds. */
export async function courseCount(tk: KernelUnderTest): Promise<number> {
  const [row] = await tk.kernel.knex('courses').count({ count: '*' });
  return Number(row?.count ?? 0);
}

/** A course's stored settings, or null when there is no such course. */
export async function storedCourseSettings(tk: KernelUnderTest, courseId: string): Promise<Record<string, unknown> | null> {
  const row = (await tk.kernel.knex('courses').where({ id: courseId }).first('settings')) as Pick<CourseRow, 'settings'> | undefined;
  return row?.settings ?? null;
}

/** The ids of a course's lessons in order (a copy shares its source's until it edits one). */
export function courseLessonIds(tk: KernelUnderTest, courseId: string): Promise<string[]> {
  return tk.kernel.knex('course_lessons').where({ course_id: courseId }).orderBy('position').pluck('lesson_id');
}

/**
 * Sets the publisher settings of the label bundle for `host` (default: the
 * bundle every host without its own falls back to), replacing the stored ones.
 */
export async function setLabelBundle(tk: KernelUnderTest, settings: Record<string, unknown>, host = 'default'): Promise<void> {
  await tk.kernel
    .knex('label_bundles')
    .insert({ host, bundle: JSON.stringify(settings), theme: JSON.stringify({}) })
    .onConflict('host')
    .merge(['bundle']);
}

/** A component's activity in the grade ledger, as stored. */
export interface LedgerActivity {
  id: string;
  courseId: string;
  componentId: string;
  type: string;
  title: string;
  graded: boolean;
  manualGrading: boolean;
  maxScore: number | null;
  /** As synced from the component's config (dates as ISO strings). */
  schedule: ActivitySchedule;
  /** The activity's settings (score_visibility, scoring_method, ...). */
  settings: Record<string, unknown>;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The ledger activity of a component, or null when it has none. */
export async function ledgerActivity(tk: KernelUnderTest, componentId: string): Promise<LedgerActivity | null> {
  const row = await tk.kernel.knex('activities').where({ component_id: componentId }).first();
  if (!row) return null;
  return {
    id: row.id,
    courseId: row.course_id,
    componentId: row.component_id,
    type: row.type,
    title: row.title,
    graded: row.graded,
    manualGrading: row.manual_grading,
    maxScore: row.max_score === null ? null : Number(row.max_score),
    schedule: {
      open_date: isoOrNull(row.open_date),
      due_date: isoOrNull(row.due_date),
      close_date: isoOrNull(row.close_date),
      time_limit: row.time_limit ?? 0,
      submission_attempts: row.submission_attempts,
      policy: row.policy,
      graded: row.graded,
    },
    settings: row.settings,
  };
}

/** One attempt in the grade ledger, as stored. */
export interface LedgerRecord {
  id: string;
  courseId: string;
  activityId: string;
  userId: string;
  status: 'submitted' | 'needs_grading' | 'graded';
  score: number | null;
  maxScore: number | null;
  submission: unknown;
  needsManualGrading: boolean;
  submittedAt: Date;
  /** How a late attempt's score was made (raw_score, percent, lateness_seconds, policy); null when it was not late. */
  policyApplied: { raw_score: number; percent: number; lateness_seconds: number; policy: { penalty: number; per: number; max: number } } | null;
}

/** A user's attempts at a component's activity in the grade ledger, oldest first. */
export async function ledgerAttempts(tk: KernelUnderTest, componentId: string, userId: string): Promise<LedgerRecord[]> {
  const rows = await tk.kernel
    .knex('attempts as t')
    .join('activities as a', 'a.id', 't.activity_id')
    .where({ 'a.component_id': componentId, 't.user_id': userId })
    .orderBy([{ column: 't.submitted_at' }, { column: 't.id' }])
    .select('t.*');
  return rows.map((row) => ({
    id: row.id,
    courseId: row.course_id,
    activityId: row.activity_id,
    userId: row.user_id,
    status: row.status,
    score: row.score === null ? null : Number(row.score),
    maxScore: row.max_score === null ? null : Number(row.max_score),
    submission: row.submission,
    needsManualGrading: row.needs_manual_grading,
    submittedAt: new Date(row.submitted_at),
    policyApplied: row.policy_applied,
  }));
}

/**
 * Replaces the submission stored with a recorded attempt, bypassing the ledger:
 * its score stays as it was until something rescores it (what rescoreActivity
 * then changes is the test's to check).
 */
export async function replaceStoredSubmission(tk: KernelUnderTest, attemptId: string, submission: unknown): Promise<void> {
  await tk.kernel.knex('attempts').where({ id: attemptId }).update({ submission: JSON.stringify(submission) });
}

/**
 * Replaces what is stored of a component's ledger activity (its settings, parts
 * of its schedule), bypassing the kernel's sync: a plugin's backfill
 * migration is then the test's to check.
 */
export async function replaceLedgerActivity(
  tk: KernelUnderTest,
  componentId: string,
  changes: { settings?: Record<string, unknown>; schedule?: Partial<ActivitySchedule> },
): Promise<void> {
  const { policy, ...schedule } = changes.schedule ?? {};
  await tk.kernel
    .knex('activities')
    .where({ component_id: componentId })
    .update({
      ...schedule,
      ...(policy === undefined ? {} : { policy: policy && JSON.stringify(policy) }),
      ...(changes.settings ? { settings: JSON.stringify(changes.settings) } : {}),
    });
}

/** An instructor's entry on one cell of the gradebook (grade_overrides), as stored. */
export interface LedgerGradeCell {
  grade: number | null;
  excused: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** A student's instructor grade and excusal on an activity, or null when the cell holds neither. */
export async function ledgerGradeCell(tk: KernelUnderTest, activityId: string, userId: string): Promise<LedgerGradeCell | null> {
  const row = await tk.kernel.knex('grade_overrides').where({ activity_id: activityId, user_id: userId }).first();
  if (!row || (row.grade === null && !row.excused)) return null;
  return { grade: row.grade === null ? null : Number(row.grade), excused: row.excused, updatedBy: row.updated_by, updatedAt: row.updated_at && new Date(row.updated_at) };
}

/** A student's final-grade override in a course (percent), or null. */
export async function ledgerFinalGrade(tk: KernelUnderTest, courseId: string, userId: string): Promise<number | null> {
  const row = await tk.kernel.knex('course_grade_overrides').where({ course_id: courseId, user_id: userId }).first('percent');
  return row ? Number(row.percent) : null;
}

/** A payment as the kernel keeps it (what the account screen lists and the course gate reads). */
export interface PaymentRecord {
  courseId: string;
  /** Cents. */
  amount: number;
  paymentType: string;
  providerRef: string | null;
}

/** A user's payments, oldest first. */
export async function paymentRecords(tk: KernelUnderTest, userId: string): Promise<PaymentRecord[]> {
  const rows = await tk.kernel.knex('payments').where({ user_id: userId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map((row) => ({ courseId: row.course_id, amount: row.amount, paymentType: row.payment_type, providerRef: row.provider_ref }));
}

/** A job in the kernel's queue. */
export interface QueuedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: 'queued' | 'running' | 'done' | 'failed';
  runAt: Date;
}

/** The jobs of one kind in the queue, whatever their status, oldest first. */
export async function jobsOfKind(tk: KernelUnderTest, kind: string): Promise<QueuedJob[]> {
  const rows = await tk.kernel.knex('jobs').where({ kind }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map((row) => ({ id: row.id, kind: row.kind, payload: row.payload, status: row.status, runAt: new Date(row.run_at) }));
}

/** Drops the jobs of one kind still waiting to run; answers how many. */
export function dropQueuedJobs(tk: KernelUnderTest, kind: string): Promise<number> {
  return tk.kernel.knex('jobs').where({ kind, status: 'queued' }).delete();
}

/** A gradable component placed on a page with its ledger activity, as a component plugin's save would register it. */
export interface PlacedLedgerComponent {
  courseId: string;
  pageId: string;
  position: number;
  /** A component type name; the kernel need not have it installed (the component is stored, never read through its type). */
  type: string;
  title: string;
  maxScore: number;
  graded?: boolean;
  settings?: Record<string, unknown>;
}

/** Stores a component on a page and its ledger activity, bypassing every rule; answers both ids. */
export async function placeLedgerComponent(tk: KernelUnderTest, placed: PlacedLedgerComponent): Promise<{ componentId: string; activityId: string }> {
  const db = tk.kernel.knex;
  const componentId = randomBytes(12).toString('hex');
  const activityId = randomBytes(12).toString('hex');
  await db('components').insert({ id: componentId, course_id: placed.courseId, type: placed.type, title: placed.title, config: {} });
  await db('page_components').insert({ course_id: placed.courseId, page_id: placed.pageId, component_id: componentId, slot: 'contents', position: placed.position });
  await db('activities').insert({
    id: activityId,
    course_id: placed.courseId,
    component_id: componentId,
    type: placed.type,
    title: placed.title,
    max_score: placed.maxScore,
    graded: placed.graded ?? true,
    settings: JSON.stringify(placed.settings ?? {}),
  });
  return { componentId, activityId };
}

/**
 * Stores a graded attempt in the ledger as of `at` (with how a late one was marked down, if given), bypassing the grading hook; answers its id.
 * `status`: 'needs_grading' for one waiting for a person, 'submitted' (with a null score) for one still being scored; default 'graded'.
 */
export async function storeGradedAttempt(
  tk: KernelUnderTest,
  attempt: {
    courseId: string;
    activityId: string;
    userId: string;
    score: number | null;
    maxScore: number;
    at: Date;
    policyApplied?: LedgerRecord['policyApplied'];
    status?: LedgerRecord['status'];
  },
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await tk.kernel.knex('attempts').insert({
    id,
    course_id: attempt.courseId,
    activity_id: attempt.activityId,
    user_id: attempt.userId,
    status: attempt.status ?? 'graded',
    score: attempt.score,
    max_score: attempt.maxScore,
    submitted_at: attempt.at,
    graded_at: attempt.status === 'submitted' ? null : attempt.at,
    policy_applied: attempt.policyApplied ? JSON.stringify(attempt.policyApplied) : null,
  });
  return id;
}
