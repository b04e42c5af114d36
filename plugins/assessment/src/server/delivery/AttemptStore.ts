import type { Knex } from '@lms/sdk';
import { OVERRIDES_TABLE, toOverride, type OverrideRow, type StoredOverride } from '../overrides/OverrideStore.ts';
import type { PathStep } from './branching/branchingPath.ts';
import type { DeliveredItem } from './deliveredItems.ts';
import type { PracticeColumns } from './practice/practiceState.ts';

export const ATTEMPTS_TABLE = 'assessment_attempts';
const UNIQUE_VIOLATION = '23505';

/** Whose attempts: a student (or previewing professor) at one assessment of one course. */
export interface AttemptOwner {
  userId: string;
  courseId: string;
  componentId: string;
}

export interface AttemptRow extends PracticeColumns {
  id: string;
  user_id: string;
  course_id: string;
  component_id: string;
  number: number;
  state: 'in_progress' | 'submitted';
  preview: boolean;
  opens: number;
  started_at: Date;
  deadline: Date | null;
  items: DeliveredItem[];
  responses: Record<string, unknown>;
  saved_at: Date | null;
  submitted_at: Date | null;
  late_seconds: number | null;
  /** Decimals: strings on some drivers. */
  score: number | string | null;
  max_score: number | string | null;
  ledger_attempt_id: string | null;
  /** A person's scores by item id (manual grading, regrade), as in the ledger's submission. */
  manual_scores: Record<string, number>;
  /** Who submitted: the student, or a professor on their behalf; null while running. */
  submitted_by: string | null;
  /** A branching quiz's path (migration 20261210000400); null for other quizzes. */
  path: PathStep[] | null;
}

export type NewAttempt = Pick<AttemptRow, 'id' | 'number' | 'preview' | 'started_at' | 'deadline' | 'items' | 'path'>;

const ownerColumns = (owner: AttemptOwner) => ({ user_id: owner.userId, course_id: owner.courseId, component_id: owner.componentId });

export class AttemptStore {
  constructor(private readonly db: Knex) {}

  running(owner: AttemptOwner): Promise<AttemptRow | undefined> {
    return this.db<AttemptRow>(ATTEMPTS_TABLE).where({ ...ownerColumns(owner), state: 'in_progress' }).first();
  }

  submitted(owner: AttemptOwner): Promise<AttemptRow[]> {
    return this.db<AttemptRow>(ATTEMPTS_TABLE).where({ ...ownerColumns(owner), state: 'submitted' }).orderBy('number', 'desc');
  }

  /**
   * The running attempt, the submitted ones (newest first) and the student's
   * override, in one read: what every decision about the taker starts from.
   */
  async taker(owner: AttemptOwner): Promise<{ running: AttemptRow | undefined; submitted: AttemptRow[]; override: StoredOverride | null }> {
    const rows = (await this.db
      .select('a.*', this.db.raw('to_jsonb(o) as taker_override'))
      .from(this.db.raw('(select 1) as one'))
      .leftJoin(`${OVERRIDES_TABLE} as o`, (on) => on.on('o.course_id', this.db.raw('?', [owner.courseId])).andOn('o.component_id', this.db.raw('?', [owner.componentId])).andOn('o.user_id', this.db.raw('?', [owner.userId])))
      .leftJoin(`${ATTEMPTS_TABLE} as a`, (on) => on.on('a.course_id', this.db.raw('?', [owner.courseId])).andOn('a.component_id', this.db.raw('?', [owner.componentId])).andOn('a.user_id', this.db.raw('?', [owner.userId])))
      .orderBy('a.number', 'desc')) as (AttemptRow & { taker_override: OverrideRow | null })[];
    const override = rows[0]?.taker_override ? toOverride(rows[0].taker_override) : null;
    const attempts = rows.filter((row) => row.id !== null).map(({ taker_override: _override, ...attempt }) => attempt as AttemptRow);
    return { running: attempts.find((row) => row.state === 'in_progress'), submitted: attempts.filter((row) => row.state === 'submitted'), override };
  }

  /**
   * Inserts a new running attempt and answers it; answers undefined when
   * another start got there first (the unique partial index, or the same
   * attempt number).
   */
  async insert(owner: AttemptOwner, attempt: NewAttempt): Promise<AttemptRow | undefined> {
    try {
      const columns = { ...ownerColumns(owner), ...attempt, items: JSON.stringify(attempt.items), path: attempt.path === null ? null : JSON.stringify(attempt.path), state: 'in_progress', opens: 1 };
      const [row] = (await this.db(ATTEMPTS_TABLE).insert(columns).returning('*')) as AttemptRow[];
      return row;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  }

  async reopen(id: string): Promise<void> {
    await this.db(ATTEMPTS_TABLE).where({ id, state: 'in_progress' }).increment('opens', 1);
  }

  /** Merges responses into a running attempt in one statement (jsonb ||): answers false once it is submitted. */
  async saveResponses(id: string, responses: Record<string, unknown>, savedAt: Date): Promise<boolean> {
    const changed = await this.db(ATTEMPTS_TABLE)
      .where({ id, state: 'in_progress' })
      .update({ responses: this.db.raw('responses || ?::jsonb', [JSON.stringify(responses)]), saved_at: savedAt });
    return changed === 1;
  }

  /** Marks a running attempt submitted by `submittedBy`; answers the row, or undefined when another submit got there first. */
  async claimSubmit(id: string, submittedAt: Date, lateSeconds: number, submittedBy: string): Promise<AttemptRow | undefined> {
    const [row] = await this.db<AttemptRow>(ATTEMPTS_TABLE)
      .where({ id, state: 'in_progress' })
      .update({ state: 'submitted', submitted_at: submittedAt, late_seconds: lateSeconds, submitted_by: submittedBy })
      .returning('*');
    return row as AttemptRow | undefined;
  }

  async recordScore(id: string, score: { score: number | null; maxScore: number | null; ledgerAttemptId: string | null }): Promise<void> {
    await this.db(ATTEMPTS_TABLE).where({ id }).update({ score: score.score, max_score: score.maxScore, ledger_attempt_id: score.ledgerAttemptId });
  }
}
