import type { Knex } from '@lms/sdk';
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

export type NewAttempt = Pick<AttemptRow, 'id' | 'number' | 'preview' | 'started_at' | 'deadline' | 'items'>;

const ownerColumns = (owner: AttemptOwner) => ({ user_id: owner.userId, course_id: owner.courseId, component_id: owner.componentId });

export class AttemptStore {
  constructor(private readonly db: Knex) {}

  running(owner: AttemptOwner): Promise<AttemptRow | undefined> {
    return this.db<AttemptRow>(ATTEMPTS_TABLE).where({ ...ownerColumns(owner), state: 'in_progress' }).first();
  }

  submitted(owner: AttemptOwner): Promise<AttemptRow[]> {
    return this.db<AttemptRow>(ATTEMPTS_TABLE).where({ ...ownerColumns(owner), state: 'submitted' }).orderBy('number', 'desc');
  }

  async lastNumber(owner: AttemptOwner): Promise<number> {
    const row = await this.db(ATTEMPTS_TABLE).where(ownerColumns(owner)).max<{ max: number | null }>('number as max').first();
    return Number(row?.max ?? 0);
  }

  /**
   * Inserts a new running attempt; answers false when another start got there
   * first (the unique partial index, or the same attempt number).
   */
  async insert(owner: AttemptOwner, attempt: NewAttempt): Promise<boolean> {
    try {
      await this.db(ATTEMPTS_TABLE).insert({ ...ownerColumns(owner), ...attempt, items: JSON.stringify(attempt.items), state: 'in_progress', opens: 1 });
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
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

  /** Puts back a claimed attempt whose recording failed, so the student can submit again. */
  async releaseSubmit(id: string): Promise<void> {
    await this.db(ATTEMPTS_TABLE).where({ id }).update({ state: 'in_progress', submitted_at: null, late_seconds: null, submitted_by: null });
  }

  async recordScore(id: string, score: { score: number | null; maxScore: number | null; ledgerAttemptId: string | null }): Promise<void> {
    await this.db(ATTEMPTS_TABLE).where({ id }).update({ score: score.score, max_score: score.maxScore, ledger_attempt_id: score.ledgerAttemptId });
  }
}
