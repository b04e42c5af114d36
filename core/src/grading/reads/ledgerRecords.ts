import type { Knex } from 'knex';
import type { AttemptRecord, FinalGradeRecord, GradeEntryRecord, StudentGrades, WaitingActivityRecord } from '@lms/contract/gradebookRecords.ts';
import { dateOrNull, latePolicyOrNull, numberOrNull } from './recordValues.ts';

function late(value: unknown): AttemptRecord['late'] {
  if (!value || typeof value !== 'object') return null;
  const applied = value as Record<string, unknown>;
  const policy = latePolicyOrNull(applied.policy);
  if (!policy) return null;
  return { rawScore: Number(applied.raw_score), percent: Number(applied.percent), latenessSeconds: Number(applied.lateness_seconds), policy };
}

const epochMs = (alias: string, column: string) => `(extract(epoch from ${alias}.${column}) * 1000)::float8 as ${column}_ms`;

const lateDecisionOf = (value: unknown): AttemptRecord['lateDecision'] => (value === 'overdue_accepted' || value === 'apply_policy' ? value : null);

/** An `attempts` row read with `ATTEMPT_COLUMNS` (times as epoch milliseconds), as a record. */
export function attemptRecord(row: Record<string, unknown>): AttemptRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    activityId: row.activity_id as string,
    status: row.status as AttemptRecord['status'],
    score: numberOrNull(row.score),
    maxScore: numberOrNull(row.max_score),
    submittedAt: new Date(row.submitted_at_ms as number),
    gradedAt: row.graded_at_ms === null ? null : new Date(row.graded_at_ms as number),
    late: late(row.policy_applied),
    lateDecision: lateDecisionOf(row.late_decision),
  };
}

/** The columns of an attempt record, for a query on `attempts` aliased `alias`. */
export const attemptColumns = (db: Knex, alias: string) => [
  ...['id', 'user_id', 'activity_id', 'status', 'score', 'max_score', 'policy_applied', 'late_decision'].map((column) => `${alias}.${column}`),
  db.raw(epochMs(alias, 'submitted_at')),
  db.raw(epochMs(alias, 'graded_at')),
];

/** These students' attempts on the course, in no particular order (a sort in SQL on text ids costs more than the whole read). */
export async function readAttempts(db: Knex, courseId: string, userIds: readonly string[]): Promise<AttemptRecord[]> {
  const rows = await db('attempts as t')
    .where({ 't.course_id': courseId })
    .whereIn('t.user_id', [...userIds])
    // Times as epoch milliseconds: a page of students has thousands of attempts, and the driver's timestamp parser costs more than the query.
    .select(attemptColumns(db, 't'));
  return rows.map(attemptRecord);
}

const entryRecord = (row: Record<string, unknown>): GradeEntryRecord => ({
  userId: row.user_id as string,
  activityId: row.activity_id as string,
  grade: numberOrNull(row.grade),
  excused: row.excused === true,
  updatedBy: (row.updated_by as string | null) ?? null,
  updatedAt: dateOrNull(row.updated_at),
});

const ENTRY_COLUMNS = ['user_id', 'activity_id', 'grade', 'excused', 'updated_by', 'updated_at'];

/**
 * These students' instructor grades and excusals on the course (cells holding
 * neither are left out) and their final-grade overrides, in one statement (a
 * grade edit's answer reads them for one student): the final grades are the
 * rows without an activity. Each list is one array parameter.
 */
export async function readEntriesAndFinalGrades(db: Knex, courseId: string, userIds: readonly string[]): Promise<StudentGrades> {
  const users = [...userIds];
  const { rows } = (await db.raw(
    `select user_id, activity_id, grade, excused, updated_by, updated_at, null::numeric as percent
       from grade_overrides where course_id = ? and user_id = any(?::text[]) and (grade is not null or excused = true)
     union all
     select user_id, null, null, null, null, null, percent
       from course_grade_overrides where course_id = ? and user_id = any(?::text[])`,
    [courseId, users, courseId, users],
  )) as { rows: Record<string, unknown>[] };
  return studentGradesOf(rows);
}

/** Rows of grade cells (`activity_id` set) and final grades (`activity_id` null, `percent` set), as records. */
export function studentGradesOf(rows: readonly Record<string, unknown>[]): StudentGrades {
  const entries: GradeEntryRecord[] = [];
  const finalGrades: FinalGradeRecord[] = [];
  for (const row of rows) {
    if (row.activity_id === null) finalGrades.push({ userId: row.user_id as string, percent: Number(row.percent) });
    else entries.push(entryRecord(row));
  }
  return { entries, finalGrades };
}

export async function readGrades(db: Knex, courseId: string, activityIds: readonly string[]): Promise<GradeEntryRecord[]> {
  if (activityIds.length === 0) return [];
  const rows = await db('grade_overrides').where({ course_id: courseId }).whereIn('activity_id', [...activityIds]).whereNotNull('grade').select(ENTRY_COLUMNS);
  return rows.map(entryRecord);
}


/**
 * For each component activity of the course, the students (enrolled, not
 * staff) whose latest attempt needs grading and who have no instructor's grade
 * for it; the longest-waiting first. One query.
 */
const WAITING_SQL = `
  with latest as (
    select distinct on (a.activity_id, a.user_id) a.activity_id, a.user_id, a.status, a.submitted_at
      from attempts a
      join enrollments e on e.course_id = a.course_id and e.user_id = a.user_id
     where a.course_id = ?
       and not exists (select 1 from course_staff s where s.course_id = a.course_id and s.user_id = a.user_id)
     order by a.activity_id, a.user_id, a.submitted_at desc, a.id desc
  )
  select act.id as activity_id, act.component_id, act.title, act.type,
         count(*) as waiting, min(latest.submitted_at) as oldest_submitted_at
    from latest
    join activities act on act.id = latest.activity_id
    left join grade_overrides g on g.activity_id = latest.activity_id and g.user_id = latest.user_id and g.grade is not null
   where latest.status = 'needs_grading' and g.id is null and act.component_id is not null
   group by act.id, act.component_id, act.title, act.type
   order by oldest_submitted_at, act.title, act.id`;

export async function readWaitingActivities(db: Knex, courseId: string): Promise<WaitingActivityRecord[]> {
  const { rows } = (await db.raw(WAITING_SQL, [courseId])) as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    activityId: row.activity_id as string,
    componentId: row.component_id as string,
    title: row.title as string,
    type: row.type as string,
    waiting: Number(row.waiting),
    oldestSubmittedAt: dateOrNull(row.oldest_submitted_at)!,
  }));
}
