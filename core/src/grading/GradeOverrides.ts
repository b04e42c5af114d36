import type { Knex } from 'knex';
import type { Clock, IdGenerator, SetExcusedInput, SetFinalGradeInput, SetGradeInput, StudentGradeInput, StudentGradeWritten } from '@lms/contract/services.ts';
import { studentGradesOf } from './reads/ledgerRecords.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { roundScore } from './roundScore.ts';

/** The largest grade decimal(10,2) holds. */
const MAX_GRADE = 99_999_999.99;
/** The largest percent decimal(6,2) holds. */
const MAX_PERCENT = 9_999.99;

export const GRADE_OVERRIDE_MESSAGES = {
  grade: `The grade must be a number from 0 to ${MAX_GRADE}.`,
  percent: `The final grade must be a percent from 0 to ${MAX_PERCENT}.`,
} as const;

const inRange = (value: number, max: number) => Number.isFinite(value) && value >= 0 && roundScore(value) <= max;

/**
 * The instructor's writes on the grade ledger (`grade_overrides`,
 * `course_grade_overrides`), each in the transaction it is given. A cell's
 * row lives while it holds something: a grade, an excusal, or one of the
 * per-student exceptions its other columns keep.
 */
export class GradeOverrides {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async setGrade(db: Knex.Transaction, input: SetGradeInput): Promise<void> {
    if (input.grade !== null && !inRange(input.grade, MAX_GRADE)) throw LmsError.validation([{ field: 'grade', message: GRADE_OVERRIDE_MESSAGES.grade }]);
    const grade = input.grade === null ? null : roundScore(input.grade);
    await this.upsertCell(db, input, { grade }, input.by);
    if (grade === null) await this.dropEmptyCell(db, input.activityId, input.userId);
  }

  /**
   * The gradebook's one-cell edit (GradeLedger.setStudentGrade): the
   * student, column and max-score checks are the insert's WHERE, so the
   * grade and its checks are one statement and need no transaction (a
   * statement is atomic: it stores the grade with every check holding, or
   * nothing). Answers the activity id with the student's grades as they stand
   * after it, or null when a check failed. The same statement reads the
   * student's other cells and final grade (the snapshot it started from, which
   * a statement's own write is not in: the written cell comes from RETURNING),
   * so the gradebook's answer needs no read after the write.
   */
  async setStudentGrade(db: Knex, input: StudentGradeInput): Promise<StudentGradeWritten | null> {
    if (!inRange(input.grade, MAX_GRADE)) throw LmsError.validation([{ field: 'grade', message: GRADE_OVERRIDE_MESSAGES.grade }]);
    const now = this.clock.now();
    const { rows } = (await db.raw(
      `with written as (
         insert into grade_overrides (id, course_id, activity_id, user_id, created_by, grade, updated_by, updated_at)
         select ?, a.course_id, a.id, e.user_id, ?, ?, ?, ?
         from activities a
         join enrollments e on e.course_id = a.course_id and e.user_id = ?
         where a.course_id = ? and (a.id = ? or a.component_id = ?)
           and not exists (select 1 from course_staff s where s.course_id = e.course_id and s.user_id = e.user_id)
           and (?::numeric <= coalesce(a.max_score, case when a.component_id is null then ?::numeric end) or (a.max_score is null and a.component_id is not null))
         limit 1
         on conflict (activity_id, user_id) do update set grade = excluded.grade, updated_by = excluded.updated_by, updated_at = excluded.updated_at
         returning user_id, activity_id, grade, excused, updated_by, updated_at
       )
       select true as written, user_id, activity_id, grade, excused, updated_by, updated_at, null::numeric as percent from written
       union all
       select false, g.user_id, g.activity_id, g.grade, g.excused, g.updated_by, g.updated_at, null from grade_overrides g
        where exists (select 1 from written) and g.course_id = ? and g.user_id = ? and (g.grade is not null or g.excused = true)
          and not exists (select 1 from written w where w.activity_id = g.activity_id)
       union all
       select false, f.user_id, null, null, null, null, null, f.percent from course_grade_overrides f
        where exists (select 1 from written) and f.course_id = ? and f.user_id = ?`,
      [
        this.ids.newId(), input.by, roundScore(input.grade), input.by, now, input.userId, input.courseId, input.column, input.column, input.grade, input.customMaxScore,
        input.courseId, input.userId, input.courseId, input.userId,
      ],
    )) as { rows: Record<string, unknown>[] };
    const written = rows.find((row) => row.written === true);
    return written ? { activityId: written.activity_id as string, ...studentGradesOf(rows) } : null;
  }

  async setExcused(db: Knex.Transaction, input: SetExcusedInput): Promise<void> {
    await this.upsertCell(db, input, { excused: input.excused }, input.by);
    if (!input.excused) await this.dropEmptyCell(db, input.activityId, input.userId);
  }

  async setFinalGrade(db: Knex.Transaction, input: SetFinalGradeInput): Promise<void> {
    if (input.percent !== null && !inRange(input.percent, MAX_PERCENT)) throw LmsError.validation([{ field: 'percent', message: GRADE_OVERRIDE_MESSAGES.percent }]);
    if (!(await db('courses').where({ id: input.courseId }).first('id'))) throw new LmsError('not-found', 'Course not found.');
    const key = { course_id: input.courseId, user_id: input.userId };
    if (input.percent === null) {
      await db('course_grade_overrides').where(key).delete();
      return;
    }
    const values = { percent: roundScore(input.percent), updated_by: input.by, updated_at: this.clock.now() };
    await db('course_grade_overrides')
      .insert({ ...key, ...values })
      .onConflict(['course_id', 'user_id'])
      .merge(values);
  }

  /**
   * Writes one change on a cell, in one statement that also checks the
   * activity is the course's (one round trip for the instructor's edit): an
   * activity of another course is as unknown as one that does not exist.
   */
  private async upsertCell(
    db: Knex,
    cell: { courseId: string; activityId: string; userId: string },
    change: { grade: number | null } | { excused: boolean },
    by: string,
  ): Promise<void> {
    const [column, value] = 'grade' in change ? ['grade', change.grade] : ['excused', change.excused];
    const { rows } = (await db.raw(
      `insert into grade_overrides (id, course_id, activity_id, user_id, created_by, ${column}, updated_by, updated_at)
       select ?, ?, ?, ?, ?, ?, ?, ? where exists (select 1 from activities where id = ? and course_id = ?)
       on conflict (activity_id, user_id) do update set ${column} = excluded.${column}, updated_by = excluded.updated_by, updated_at = excluded.updated_at
       returning id`,
      [this.ids.newId(), cell.courseId, cell.activityId, cell.userId, by, value, by, this.clock.now(), cell.activityId, cell.courseId],
    )) as { rows: unknown[] };
    if (rows.length === 0) throw new LmsError('not-found', 'Activity not found.');
  }

  /** "A row with grade null and excused false is deleted", unless a per-student exception still lives in it. */
  private async dropEmptyCell(db: Knex, activityId: string, userId: string): Promise<void> {
    await db('grade_overrides')
      .where({ activity_id: activityId, user_id: userId, excused: false })
      .whereNull('grade')
      .whereNull('open_date')
      .whereNull('due_date')
      .whereNull('close_date')
      .whereNull('time_limit')
      .whereNull('submission_attempts')
      .whereNull('policy')
      .delete();
  }
}
