import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { newId } from '@lms/core';

/** The one hand-written query (baselineTotals.sql): every student's totals, or some students'. */
export const BASELINE_TOTALS_SQL = readFileSync(new URL('./baselineTotals.sql', import.meta.url), 'utf8');

export interface BaselineRow {
  id: string;
  lastname: string;
  firstname: string;
  email: string;
  score: string | null;
  max_score: string | null;
  /** numeric comes back from pg as a string. */
  percent: string | null;
  final_override: string | null;
  groups: { id: string; score: number; max_score: number; percent: number }[];
}

export async function baselineTotals(client: pg.ClientBase, courseId: string, userIds: string[] | null = null): Promise<BaselineRow[]> {
  return (await client.query<BaselineRow>(BASELINE_TOTALS_SQL, [courseId, userIds])).rows;
}

const UPSERT_GRADE = `
insert into grade_overrides (id, course_id, activity_id, user_id, grade, excused, created_by, created_at, updated_by, updated_at)
values ($1, $2, $3, $4, $5, false, $6, now(), $6, now())
on conflict (activity_id, user_id) do update set grade = excluded.grade, updated_by = excluded.updated_by, updated_at = excluded.updated_at`;

/** The edit baseline: one instructor grade written and that student's totals recomputed, in one transaction. */
export async function baselineEdit(
  client: pg.ClientBase,
  edit: { courseId: string; activityId: string; userId: string; grade: number; by: string },
): Promise<BaselineRow> {
  await client.query('begin');
  let rows: BaselineRow[];
  try {
    await client.query(UPSERT_GRADE, [newId(), edit.courseId, edit.activityId, edit.userId, edit.grade, edit.by]);
    rows = await baselineTotals(client, edit.courseId, [edit.userId]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  if (!rows[0]) throw new Error(`The baseline found no enrolled student ${edit.userId}`);
  return rows[0];
}
