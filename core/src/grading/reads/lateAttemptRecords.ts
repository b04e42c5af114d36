import type { Knex } from 'knex';
import type { LateAttemptRecord, StudentScheduleRecord } from '@lms/contract/gradebookRecords.ts';
import { readActivityRecords } from './activityRecords.ts';
import { attemptColumns, attemptRecord } from './ledgerRecords.ts';
import { latePolicyOrNull } from './recordValues.ts';
import { readStudents } from './studentRecords.ts';
import type { TypeContributions } from './typeContributions.ts';

/** The students' own due dates and policies, as one jsonb array the query joins (a null field: the activity's). */
const ownSchedules = (schedules: readonly StudentScheduleRecord[]) =>
  JSON.stringify(
    schedules
      .filter((schedule) => schedule.dueDate !== null || schedule.policy !== null)
      .map((schedule) => ({ component_id: schedule.componentId, user_id: schedule.userId, due_date: schedule.dueDate?.toISOString() ?? null, policy: schedule.policy })),
  );

/**
 * `gradebookRecords.lateAttempts`: the students' attempts submitted after
 * their due date. Four queries whatever the class: the activities, the
 * students, the types' schedules (asked about every student at once), and the
 * attempts, compared in SQL with each student's own due date (the schedules
 * joined as a jsonb record set) or the activity's.
 */
export async function readLateAttempts(db: Knex, contributions: TypeContributions, courseId: string): Promise<LateAttemptRecord[]> {
  const [activities, { students }] = await Promise.all([readActivityRecords(db, courseId), readStudents(db, courseId, { offset: 0, limit: null, count: false })]);
  if (students.length === 0) return [];
  const schedules = await contributions.studentSchedules(db, courseId, students.map((student) => student.id));
  const rows = (await db('attempts as t')
    .join('activities as act', 'act.id', 't.activity_id')
    .joinRaw(
      'left join jsonb_to_recordset(?::jsonb) as own(component_id text, user_id text, due_date timestamptz, policy jsonb) on own.component_id = act.component_id and own.user_id = t.user_id',
      [ownSchedules(schedules)],
    )
    .where('t.course_id', courseId)
    .whereIn('t.user_id', students.map((student) => student.id))
    .whereRaw('t.submitted_at > coalesce(own.due_date, act.due_date)')
    .orderBy([{ column: 't.submitted_at' }, { column: 't.id' }])
    .select([...attemptColumns(db, 't'), db.raw('coalesce(own.due_date, act.due_date) as due_date'), db.raw('coalesce(own.policy, act.policy) as late_policy')])) as Record<string, unknown>[];
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  const studentById = new Map(students.map((student) => [student.id, student]));
  const late: LateAttemptRecord[] = [];
  for (const row of rows) {
    const attempt = attemptRecord(row);
    const activity = activityById.get(attempt.activityId);
    if (!activity) continue;
    late.push({
      attempt,
      activity: {
        id: activity.id,
        componentId: activity.componentId,
        type: activity.type,
        title: activity.title || activity.componentTitle || '',
        lessonId: activity.lessonId,
        lessonTitle: activity.lessonTitle,
      },
      student: studentById.get(attempt.userId)!,
      dueDate: row.due_date instanceof Date ? row.due_date : new Date(String(row.due_date)),
      policy: latePolicyOrNull(row.late_policy),
    });
  }
  return late;
}
