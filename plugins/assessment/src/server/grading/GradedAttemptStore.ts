import type { Knex } from '@lms/sdk';
import { ATTEMPTS_TABLE, type AttemptRow } from '../delivery/AttemptStore.ts';

/** Which submitted attempts: some students' (user ids), some attempts (session ids), or all. */
export interface AttemptFilter {
  userIds?: readonly string[];
  ids?: readonly string[];
}

/** What grading writes on a submitted attempt: a person's scores, the ledger's new score, and regraded items. */
export interface AttemptGrades {
  manual_scores: Record<string, number>;
  score: number | null;
  max_score: number | null;
  items?: AttemptRow['items'];
}

/** The students' submitted attempts at an assessment (previews never count), for grading. */
export class GradedAttemptStore {
  constructor(private readonly db: Knex) {}

  /** Newest first; only attempts recorded in the ledger. */
  submitted(courseId: string, componentId: string, filter: AttemptFilter = {}): Promise<AttemptRow[]> {
    const query = this.db<AttemptRow>(ATTEMPTS_TABLE)
      .where({ course_id: courseId, component_id: componentId, state: 'submitted', preview: false })
      .whereNotNull('ledger_attempt_id')
      .orderBy([{ column: 'submitted_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    if (filter.userIds) query.whereIn('user_id', filter.userIds);
    if (filter.ids) query.whereIn('id', filter.ids);
    return query;
  }

  /** A submitted attempt, locked until the transaction ends (graders of one attempt go one after the other). */
  async lock(trx: Knex.Transaction, id: string): Promise<AttemptRow | undefined> {
    return (await trx<AttemptRow>(ATTEMPTS_TABLE).where({ id, state: 'submitted' }).forUpdate().first()) as AttemptRow | undefined;
  }

  async saveGrades(trx: Knex.Transaction, id: string, grades: AttemptGrades): Promise<void> {
    await trx(ATTEMPTS_TABLE)
      .where({ id })
      .update({
        manual_scores: JSON.stringify(grades.manual_scores),
        score: grades.score,
        max_score: grades.max_score,
        ...(grades.items ? { items: JSON.stringify(grades.items) } : {}),
      });
  }

  async byId(id: string): Promise<AttemptRow | undefined> {
    return (await this.db<AttemptRow>(ATTEMPTS_TABLE).where({ id }).first()) as AttemptRow | undefined;
  }
}
