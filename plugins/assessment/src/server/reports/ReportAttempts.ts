import type { Knex } from '@lms/sdk';
import { ATTEMPTS_TABLE, type AttemptRow } from '../delivery/AttemptStore.ts';

/** A student's latest attempt at an assessment, as the live view shows it. */
export interface LiveAttemptRow {
  user_id: string;
  number: number;
  state: AttemptRow['state'];
  started_at: Date;
  saved_at: Date | null;
  deadline: Date | null;
  submitted_at: Date | null;
  score: number | string | null;
  max_score: number | string | null;
  answered: number | string;
}

/** A submitted attempt with a person's scores by item (mirrored from the ledger's submission by grading). */
export type SubmittedAttemptRow = AttemptRow & { manual_scores?: Record<string, number> | null };

/**
 * Responses that say something: not null, not an empty or blank text, not an
 * empty list or map (a cleared answer is saved as one of those).
 */
const ANSWERED = `(select count(*) from jsonb_each(responses) as r(key, value)
  where not (r.value in ('null'::jsonb, '[]'::jsonb, '{}'::jsonb)
    or (jsonb_typeof(r.value) = 'string' and btrim(r.value #>> '{}') = '')))::int as answered`;

/**
 * The report queries over `assessment_attempts`: each one statement, whatever
 * the number of students. Professors' previews never count.
 */
export class ReportAttempts {
  constructor(private readonly db: Knex) {}

  /**
   * Each student's latest attempt (the running one: it always has the highest
   * number), or only `userId`'s. The answered count is computed in SQL, so
   * responses never leave the database.
   */
  latestPerStudent(courseId: string, componentId: string, userIds?: readonly string[]): Promise<LiveAttemptRow[]> {
    const query = this.db(ATTEMPTS_TABLE)
      .distinctOn('user_id')
      .select('user_id', 'number', 'state', 'started_at', 'saved_at', 'deadline', 'submitted_at', 'score', 'max_score', this.db.raw(ANSWERED))
      .where({ course_id: courseId, component_id: componentId, preview: false })
      .orderBy([{ column: 'user_id' }, { column: 'number', order: 'desc' }]);
    if (userIds !== undefined) query.whereIn('user_id', userIds);
    return query;
  }

  /** Each student's latest submitted attempt, items and responses included, for the item report. */
  latestSubmitted(courseId: string, componentId: string): Promise<SubmittedAttemptRow[]> {
    return this.db<SubmittedAttemptRow>(ATTEMPTS_TABLE)
      .distinctOn('user_id')
      .select('*')
      .where({ course_id: courseId, component_id: componentId, preview: false, state: 'submitted' })
      .orderBy([{ column: 'user_id' }, { column: 'number', order: 'desc' }]);
  }
}
