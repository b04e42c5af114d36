import type { Knex } from 'knex';
import type { Clock, IdGenerator, SetExcusedInput, SetFinalGradeInput, SetGradeInput } from '@lms/contract/services.ts';
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
