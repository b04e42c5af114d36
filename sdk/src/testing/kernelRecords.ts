import { contentRefs, type CourseRow, type UserRow } from '@lms/core';
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

/** The account fields a test may change behind the routes' back (a bot, mail turned off, a broken address...). */
export type AccountChanges = Partial<Pick<UserRow, 'email' | 'firstname' | 'lastname' | 'account_type' | 'email_notifications' | 'validated'>>;

/** Changes a user's stored account, bypassing every rule. */
export async function updateAccount(tk: KernelUnderTest, userId: string, changes: AccountChanges): Promise<void> {
  await tk.kernel.knex('users').where({ id: userId }).update(changes);
}

/** The course fields a test may set directly (dates the routes would refuse in the past...). */
export type CourseChanges = Partial<Pick<CourseRow, 'start_date' | 'end_date'>>;

/** Changes a stored course, bypassing every rule. */
export async function updateCourse(tk: KernelUnderTest, courseId: string, changes: CourseChanges): Promise<void> {
  await tk.kernel.knex('courses').where({ id: courseId }).update(changes);
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
}

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
