import type { Knex } from 'knex';
import { type Clock, type GradeLedger, type IdGenerator } from '@lms/contract/services.ts';
import type { LedgerAttempt, ScoreResult, SubmissionInput } from '@lms/contract/grading.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import { roundScore } from './roundScore.ts';

interface AttemptRow {
  id: string;
  course_id: string;
  activity_id: string;
  user_id: string;
  status: LedgerAttempt['status'];
  /** Decimals: numbers from pg (see pgTypes.ts), possibly strings from other drivers. */
  score: number | string | null;
  max_score: number | string | null;
  submission: unknown;
  submitted_at: Date;
  graded_at: Date | null;
  needs_manual_grading: boolean;
  original_score: number | string | null;
}

function toAttempt(row: AttemptRow): LedgerAttempt {
  return {
    id: row.id,
    activityId: row.activity_id,
    courseId: row.course_id,
    userId: row.user_id,
    status: row.status,
    score: row.score === null ? null : Number(row.score),
    maxScore: row.max_score === null ? null : Number(row.max_score),
    submission: row.submission,
    submittedAt: row.submitted_at,
    gradedAt: row.graded_at,
    needsManualGrading: row.needs_manual_grading,
    originalScore: row.original_score === null ? null : Number(row.original_score),
  };
}

/** What a score result writes on an attempt: status and graded_at follow whether a person still has to grade. */
function scoredColumns(result: ScoreResult, now: Date) {
  const pending = result.needsManualGrading ?? false;
  return {
    status: pending ? ('needs_grading' as const) : ('graded' as const),
    score: roundScore(result.score),
    max_score: roundScore(result.maxScore),
    needs_manual_grading: pending,
    graded_at: pending ? null : now,
  };
}

const sameScore = (row: AttemptRow, columns: ReturnType<typeof scoredColumns>) =>
  Number(row.score) === columns.score && Number(row.max_score) === columns.max_score && row.status === columns.status;

/** The score before the first change: kept once set, taken from the row when this change moves the score. */
const originalScore = (row: AttemptRow, score: number) =>
  row.original_score ?? (row.score === null || Number(row.score) === score ? null : row.score);

/**
 * The core grade ledger (DESIGN §3). Plugins never write scores themselves: they
 * hand a submission here, the owning component type's grading hook scores it,
 * and the ledger records the attempt that gradebooks and syncs read.
 */
export class GradeLedgerService implements GradeLedger {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly pluginDeps: PluginDeps,
  ) {}

  private async score(activityId: string, userId: string, submission: unknown, db: Knex = this.db): Promise<{ courseId: string; result: ScoreResult }> {
    const activity = await db('activities as a')
      .join('components as c', 'c.id', 'a.component_id')
      .where('a.id', activityId)
      .first<{ course_id: string; type: string; config: Record<string, unknown> } | undefined>('a.course_id', 'c.type', 'c.config');
    if (!activity) throw new LmsError('not-found', 'Activity not found.');
    const registered = this.catalogue.componentType(activity.type);
    const hooks = registered?.definition.grading;
    if (!registered || !hooks) throw new LmsError('conflict', `The component type "${activity.type}" has no grading hooks installed.`);
    const deps = this.pluginDeps.of(registered.pluginId, registered.definition.deps);
    const result = await hooks.score({ config: activity.config, activityId, userId, submission, db, deps });
    if (!Number.isFinite(result.score) || !Number.isFinite(result.maxScore) || result.score < 0 || result.maxScore < 0) {
      throw new Error(`Grading hook for "${activity.type}" returned an invalid score ${JSON.stringify(result)}`);
    }
    return { courseId: activity.course_id, result };
  }

  async recordSubmission(input: SubmissionInput, trx?: Knex.Transaction): Promise<LedgerAttempt> {
    const db = trx ?? this.db;
    const { courseId, result } = await this.score(input.activityId, input.userId, input.submission, db);
    const now = this.clock.now();
    const [row] = (await db('attempts')
      .insert({
        id: this.ids.newId(),
        course_id: courseId,
        activity_id: input.activityId,
        user_id: input.userId,
        ...scoredColumns(result, now),
        submission: JSON.stringify(input.submission ?? null),
        submitted_at: now,
      })
      .returning('*')) as AttemptRow[];
    return toAttempt(row!);
  }

  async updateSubmission(attemptId: string, submission: unknown, trx?: Knex.Transaction): Promise<LedgerAttempt> {
    const update = async (db: Knex.Transaction) => {
      // Locked: two people grading the same attempt at once are applied one after the other.
      const row = (await db('attempts').where({ id: attemptId }).forUpdate().first()) as AttemptRow | undefined;
      if (!row) throw new LmsError('not-found', 'Attempt not found.');
      const { result } = await this.score(row.activity_id, row.user_id, submission, db);
      const columns = scoredColumns(result, this.clock.now());
      const [updated] = (await db('attempts')
        .where({ id: attemptId })
        .update({ ...columns, submission: JSON.stringify(submission ?? null), original_score: originalScore(row, columns.score) })
        .returning('*')) as AttemptRow[];
      return toAttempt(updated!);
    };
    return trx ? update(trx) : this.db.transaction(update);
  }

  async rescoreActivity(activityId: string, trx?: Knex.Transaction): Promise<number> {
    const db = trx ?? this.db;
    const rows = (await db('attempts').where({ activity_id: activityId })) as AttemptRow[];
    let changed = 0;
    for (const row of rows) {
      const { result } = await this.score(activityId, row.user_id, row.submission, db);
      const columns = scoredColumns(result, this.clock.now());
      if (sameScore(row, columns)) continue;
      await db('attempts')
        .where({ id: row.id })
        .update({ ...columns, original_score: originalScore(row, columns.score) });
      changed++;
    }
    return changed;
  }

  async attempt(attemptId: string, trx?: Knex.Transaction): Promise<LedgerAttempt | null> {
    const row = (await (trx ?? this.db)('attempts').where({ id: attemptId }).first()) as AttemptRow | undefined;
    return row ? toAttempt(row) : null;
  }

  async attempts(activityId: string, userId: string, trx?: Knex.Transaction): Promise<LedgerAttempt[]> {
    const rows = (await (trx ?? this.db)('attempts').where({ activity_id: activityId, user_id: userId }).orderBy('submitted_at')) as AttemptRow[];
    return rows.map(toAttempt);
  }

  async activityOf(courseId: string, componentId: string, trx?: Knex.Transaction): Promise<string | null> {
    const row = (await (trx ?? this.db)('activities').where({ course_id: courseId, component_id: componentId }).first('id')) as { id: string } | undefined;
    return row?.id ?? null;
  }

  async removeSubmissions(activityId: string, userId: string, trx?: Knex.Transaction): Promise<number> {
    return (trx ?? this.db)('attempts').where({ activity_id: activityId, user_id: userId }).delete();
  }
}
