import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { ActivityTracking } from '@lms/contract/tracking.ts';
import type {
  Clock,
  CustomColumnInput,
  GradeChange,
  GradeLedger,
  GroupRulesInput,
  IdGenerator,
  RollupAssignment,
  RollupGroupInput,
  SetExcusedInput,
  SetFinalGradeInput,
  SetGradeInput,
  SetLateDecisionInput,
  StudentGradeInput,
  StudentGradeWritten,
} from '@lms/contract/services.ts';
import type { LedgerAttempt, ScoreResult, SubmissionInput } from '@lms/contract/grading.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LatePolicy } from '@lms/contract/grading/latePenalty.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import type { GradeChanges } from './GradeChanges.ts';
import { GradeOverrides } from './GradeOverrides.ts';
import { GradeStructure } from './GradeStructure.ts';
import { storeLateDecision } from './LateDecisions.ts';
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
  policy_applied: PolicyApplied | null;
}

/** `attempts.policy_applied`: how a late attempt's score was made (ScoreResult.late). */
interface PolicyApplied {
  raw_score: number;
  percent: number;
  lateness_seconds: number;
  policy: LatePolicy;
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

function policyApplied(late: ScoreResult['late']): PolicyApplied | null {
  if (!late) return null;
  const { penalty, per, max } = late.policy;
  return { raw_score: roundScore(late.rawScore), percent: late.percent, lateness_seconds: late.latenessSeconds, policy: { penalty, per, max } };
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
    policy_applied: policyApplied(result.late),
  };
}

/** The columns as written: jsonb always goes as text (the pg driver would send an array as a PostgreSQL array). */
const written = (columns: ReturnType<typeof scoredColumns>) => ({ ...columns, policy_applied: columns.policy_applied && JSON.stringify(columns.policy_applied) });

const sameScore = (row: AttemptRow, columns: ReturnType<typeof scoredColumns>) =>
  Number(row.score) === columns.score &&
  Number(row.max_score) === columns.max_score &&
  row.status === columns.status &&
  isDeepStrictEqual(row.policy_applied, columns.policy_applied);

const isFiniteAmount = (value: number) => Number.isFinite(value) && value >= 0;

/** A hook's answer the ledger can store; anything else is a bug in the hook. */
function isValidResult(result: ScoreResult): boolean {
  const late = result.late;
  if (!isFiniteAmount(result.score) || !isFiniteAmount(result.maxScore)) return false;
  if (!late) return true;
  return [late.rawScore, late.percent, late.latenessSeconds, late.policy.penalty, late.policy.per, late.policy.max].every(isFiniteAmount) && late.percent <= 100;
}

/** The score before the first change: kept once set, taken from the row when this change moves the score. */
const originalScore = (row: AttemptRow, score: number) =>
  row.original_score ?? (row.score === null || Number(row.score) === score ? null : row.score);

/**
 * The core grade ledger (DESIGN §3). Plugins never write scores themselves: they
 * hand a submission here, the owning component type's grading hook scores it,
 * and the ledger records the attempt that gradebooks and syncs read. Every
 * write tells the change listeners once it is committed (GradeChanges).
 */
export class GradeLedgerService implements GradeLedger {
  private readonly overrides: GradeOverrides;
  private readonly structure: GradeStructure;

  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly pluginDeps: PluginDeps,
    private readonly changes: GradeChanges,
    /** Issue 21: every submission is a tracked 'submission' event (at its component's lesson and page). */
    private readonly tracking?: ActivityTracking,
  ) {
    this.overrides = new GradeOverrides(ids, clock);
    this.structure = new GradeStructure(ids, clock);
  }

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
    if (!isValidResult(result)) {
      throw new Error(`Grading hook for "${activity.type}" returned an invalid score ${JSON.stringify(result)}`);
    }
    return { courseId: activity.course_id, result };
  }

  /** Runs `write` in the caller's transaction, else in one of its own; then tells the listeners (after that transaction commits). */
  private async write<T>(trx: Knex.Transaction | undefined, write: (db: Knex.Transaction) => Promise<{ value: T; change: GradeChange | null }>): Promise<T> {
    const { value, change } = trx ? await write(trx) : await this.db.transaction(write);
    if (change) this.changes.emit(change, trx);
    return value;
  }

  private attemptChange(attempt: LedgerAttempt): GradeChange {
    return { courseId: attempt.courseId, userIds: [attempt.userId], activityIds: [attempt.activityId] };
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
        ...written(scoredColumns(result, now)),
        submission: JSON.stringify(input.submission ?? null),
        submitted_at: now,
      })
      .returning('*')) as AttemptRow[];
    const attempt = toAttempt(row!);
    this.changes.emit(this.attemptChange(attempt), trx);
    if (this.tracking) {
      const tracking = this.tracking;
      const place = await this.placeOf(input.activityId, courseId, db);
      this.changes.afterCommit(trx, () => tracking.record({ kind: 'submission', courseId, userId: input.userId, lessonId: place?.lesson_id ?? null, pageId: place?.page_id ?? null, at: now }));
    }
    return attempt;
  }

  /** The lesson and page of the activity's component in its course (the first placement), for tracking. */
  private async placeOf(activityId: string, courseId: string, db: Knex): Promise<{ lesson_id: string; page_id: string } | undefined> {
    return db('activities as a')
      .join('page_components as pc', 'pc.component_id', 'a.component_id')
      .join('lesson_pages as lp', 'lp.page_id', 'pc.page_id')
      .join('course_lessons as cl', (j) => j.on('cl.lesson_id', 'lp.lesson_id').andOnVal('cl.course_id', courseId))
      .where('a.id', activityId)
      .first<{ lesson_id: string; page_id: string } | undefined>('lp.lesson_id', 'lp.page_id');
  }

  updateSubmission(attemptId: string, submission: unknown, trx?: Knex.Transaction): Promise<LedgerAttempt> {
    return this.write(trx, async (db) => {
      // Locked: two people grading the same attempt at once are applied one after the other.
      const row = (await db('attempts').where({ id: attemptId }).forUpdate().first()) as AttemptRow | undefined;
      if (!row) throw new LmsError('not-found', 'Attempt not found.');
      const { result } = await this.score(row.activity_id, row.user_id, submission, db);
      const columns = scoredColumns(result, this.clock.now());
      const [updated] = (await db('attempts')
        .where({ id: attemptId })
        .update({ ...written(columns), submission: JSON.stringify(submission ?? null), original_score: originalScore(row, columns.score) })
        .returning('*')) as AttemptRow[];
      const attempt = toAttempt(updated!);
      return { value: attempt, change: this.attemptChange(attempt) };
    });
  }

  async rescoreActivity(activityId: string, trx?: Knex.Transaction): Promise<number> {
    const db = trx ?? this.db;
    const rows = (await db('attempts').where({ activity_id: activityId })) as AttemptRow[];
    const changed: AttemptRow[] = [];
    for (const row of rows) {
      const { result } = await this.score(activityId, row.user_id, row.submission, db);
      const columns = scoredColumns(result, this.clock.now());
      if (sameScore(row, columns)) continue;
      await db('attempts')
        .where({ id: row.id })
        .update({ ...written(columns), original_score: originalScore(row, columns.score) });
      changed.push(row);
    }
    if (changed.length) {
      this.changes.emit({ courseId: changed[0]!.course_id, userIds: [...new Set(changed.map((row) => row.user_id))], activityIds: [activityId] }, trx);
    }
    return changed.length;
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
    const removed = (await (trx ?? this.db)('attempts').where({ activity_id: activityId, user_id: userId }).delete().returning('course_id')) as { course_id: string }[];
    if (removed.length) this.changes.emit({ courseId: removed[0]!.course_id, userIds: [userId], activityIds: [activityId] }, trx);
    return removed.length;
  }

  setGrade(input: SetGradeInput, trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.overrides.setGrade(db, input);
      return { value: undefined, change: { courseId: input.courseId, userIds: [input.userId], activityIds: [input.activityId] } };
    });
  }

  async setStudentGrade(input: StudentGradeInput): Promise<StudentGradeWritten | null> {
    const written = await this.overrides.setStudentGrade(this.db, input);
    // Autocommitted: the grade is durable once the statement has returned.
    if (written) this.changes.emit({ courseId: input.courseId, userIds: [input.userId], activityIds: [written.activityId] });
    return written;
  }

  setExcused(input: SetExcusedInput, trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.overrides.setExcused(db, input);
      return { value: undefined, change: { courseId: input.courseId, userIds: [input.userId], activityIds: [input.activityId] } };
    });
  }

  setFinalGrade(input: SetFinalGradeInput, trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.overrides.setFinalGrade(db, input);
      // No activity changed: the student's course total did.
      return { value: undefined, change: { courseId: input.courseId, userIds: [input.userId], activityIds: [] } };
    });
  }

  setLateDecision(input: SetLateDecisionInput, trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => ({ value: undefined, change: await storeLateDecision(db, input, this.clock.now()) }));
  }

  saveCustomColumn(input: CustomColumnInput, trx?: Knex.Transaction): Promise<string> {
    return this.write(trx, async (db) => {
      const id = await this.structure.saveCustomColumn(db, input);
      return { value: id, change: { courseId: input.courseId, userIds: 'all', activityIds: [id] } };
    });
  }

  removeCustomColumn(courseId: string, activityId: string, trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.structure.removeCustomColumn(db, courseId, activityId);
      return { value: undefined, change: { courseId, userIds: 'all', activityIds: [activityId] } };
    });
  }

  // A group's activities, weight or drops move every student's totals.
  saveRollupGroups(courseId: string, groups: readonly RollupGroupInput[], assignments: readonly RollupAssignment[], trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.structure.saveRollupGroups(db, courseId, groups, assignments);
      return { value: undefined, change: { courseId, userIds: 'all', activityIds: 'all' } };
    });
  }

  saveGroupRules(courseId: string, rules: readonly GroupRulesInput[], trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.structure.saveGroupRules(db, courseId, rules);
      return { value: undefined, change: { courseId, userIds: 'all', activityIds: 'all' } };
    });
  }

  // Every column of the course may have moved: the open gradebooks read the course again.
  saveActivityOrder(courseId: string, activityIds: readonly string[], trx?: Knex.Transaction): Promise<void> {
    return this.write(trx, async (db) => {
      await this.structure.saveActivityOrder(db, courseId, activityIds);
      return { value: undefined, change: { courseId, userIds: 'all', activityIds: 'all' } };
    });
  }

  onChange(listener: (change: GradeChange) => void): () => void {
    return this.changes.listen(listener);
  }

  notifyChange(change: GradeChange, trx?: Knex.Transaction): void {
    this.changes.emit(change, trx);
  }
}
