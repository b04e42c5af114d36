import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { coreServices, type Clock, type GradeLedger, type IdGenerator } from '../contract/services.ts';
import type { LedgerAttempt, ScoreResult, SubmissionInput } from '../contract/grading.ts';
import { LmsError } from '../errors/LmsError.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { roundScore } from './roundScore.ts';

interface AttemptRow {
  id: string;
  course_id: string;
  activity_id: string;
  user_id: string;
  status: LedgerAttempt['status'];
  score: number | null;
  max_score: number | null;
  submission: unknown;
  submitted_at: Date;
  graded_at: Date | null;
}

function toAttempt(row: AttemptRow): LedgerAttempt {
  return {
    id: row.id,
    activityId: row.activity_id,
    courseId: row.course_id,
    userId: row.user_id,
    status: row.status,
    score: row.score,
    maxScore: row.max_score,
    submission: row.submission,
    submittedAt: row.submitted_at,
    gradedAt: row.graded_at,
  };
}

/**
 * The core grade ledger (DESIGN §3). Plugins never write scores themselves: they
 * hand a submission here, the owning component type's grading hook scores it,
 * and the ledger records the attempt that gradebooks and syncs read.
 */
@injectable()
export class GradeLedgerService implements GradeLedger {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.ids.id) private readonly ids: IdGenerator,
    @inject(coreServices.clock.id) private readonly clock: Clock,
    @inject(kernelRefs.registry.id) private readonly registry: PluginRegistry,
  ) {}

  private async score(activityId: string, userId: string, submission: unknown): Promise<{ courseId: string; result: ScoreResult }> {
    const activity = await this.db('activities as a')
      .join('components as c', 'c.id', 'a.component_id')
      .where('a.id', activityId)
      .first<{ course_id: string; type: string; config: Record<string, unknown> } | undefined>('a.course_id', 'c.type', 'c.config');
    if (!activity) throw new LmsError('not-found', 'Activity not found.');
    const hooks = this.registry.componentType(activity.type)?.definition.grading;
    if (!hooks) throw new LmsError('conflict', `The component type "${activity.type}" has no grading hooks installed.`);
    const result = await hooks.score({ config: activity.config, activityId, userId, submission });
    if (!Number.isFinite(result.score) || !Number.isFinite(result.maxScore) || result.score < 0 || result.maxScore < 0) {
      throw new Error(`Grading hook for "${activity.type}" returned an invalid score ${JSON.stringify(result)}`);
    }
    return { courseId: activity.course_id, result };
  }

  async recordSubmission(input: SubmissionInput): Promise<LedgerAttempt> {
    const { courseId, result } = await this.score(input.activityId, input.userId, input.submission);
    const now = this.clock.now();
    const [row] = (await this.db('attempts')
      .insert({
        id: this.ids.newId(),
        course_id: courseId,
        activity_id: input.activityId,
        user_id: input.userId,
        status: result.needsManualGrading ? 'needs_grading' : 'graded',
        score: roundScore(result.score),
        max_score: roundScore(result.maxScore),
        needs_manual_grading: result.needsManualGrading ?? false,
        submission: JSON.stringify(input.submission ?? null),
        submitted_at: now,
        graded_at: result.needsManualGrading ? null : now,
      })
      .returning('*')) as AttemptRow[];
    return toAttempt(row!);
  }

  async rescoreActivity(activityId: string): Promise<number> {
    const rows = (await this.db('attempts').where({ activity_id: activityId })) as AttemptRow[];
    let changed = 0;
    for (const row of rows) {
      const { result } = await this.score(activityId, row.user_id, row.submission);
      const score = roundScore(result.score);
      const maxScore = roundScore(result.maxScore);
      if (score === row.score && maxScore === row.max_score) continue;
      await this.db('attempts')
        .where({ id: row.id })
        .update({ score, max_score: maxScore, original_score: row.score, graded_at: this.clock.now() });
      changed++;
    }
    return changed;
  }

  async attempts(activityId: string, userId: string): Promise<LedgerAttempt[]> {
    const rows = (await this.db('attempts').where({ activity_id: activityId, user_id: userId }).orderBy('submitted_at')) as AttemptRow[];
    return rows.map(toAttempt);
  }

  async activityOf(courseId: string, componentId: string): Promise<string | null> {
    const row = (await this.db('activities').where({ course_id: courseId, component_id: componentId }).first('id')) as { id: string } | undefined;
    return row?.id ?? null;
  }

  async removeSubmissions(activityId: string, userId: string): Promise<number> {
    return this.db('attempts').where({ activity_id: activityId, user_id: userId }).delete();
  }
}
