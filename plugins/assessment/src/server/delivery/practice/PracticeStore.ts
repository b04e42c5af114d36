import type { Knex } from '@lms/sdk';
import { ATTEMPTS_TABLE } from '../AttemptStore.ts';
import type { ConfidenceLevel } from '../../../calls/deliveryCalls.ts';

/** A count kept per item in a jsonb column: `{itemId: n}`. */
type CountColumn = 'hints_used' | 'retries';

/** The practice columns of assessment_attempts (migration 20261210000300), each written in one statement. */
export class PracticeStore {
  constructor(private readonly db: Knex) {}

  /**
   * Adds one to an item's count while it is under `limit` and the attempt is
   * in `state`, in one statement (two clicks at once cannot both pass the
   * limit). Answers the new count, or null when the limit or the state refused.
   */
  private async countUp(column: CountColumn, attemptId: string, state: 'in_progress' | 'submitted', itemId: string, limit: number): Promise<number | null> {
    const [row] = await this.db(ATTEMPTS_TABLE)
      .where({ id: attemptId, state })
      .whereRaw(`coalesce((${column} ->> ?)::int, 0) < ?`, [itemId, limit])
      .update({ [column]: this.db.raw(`${column} || jsonb_build_object(?::text, coalesce((${column} ->> ?)::int, 0) + 1)`, [itemId, itemId]) })
      .returning(column);
    if (!row) return null;
    return Number((row as Record<CountColumn, Record<string, number>>)[column][itemId]);
  }

  takeHint(attemptId: string, itemId: string, total: number): Promise<number | null> {
    return this.countUp('hints_used', attemptId, 'in_progress', itemId, total);
  }

  takeTry(attemptId: string, itemId: string, limit: number): Promise<number | null> {
    return this.countUp('retries', attemptId, 'submitted', itemId, limit);
  }

  /** Sets an item's confidence on a running attempt; answers every item's, or null once it is submitted. */
  async setConfidence(attemptId: string, itemId: string, level: ConfidenceLevel): Promise<Record<string, ConfidenceLevel> | null> {
    const [row] = await this.db(ATTEMPTS_TABLE)
      .where({ id: attemptId, state: 'in_progress' })
      .update({ confidence: this.db.raw('confidence || jsonb_build_object(?::text, ?::text)', [itemId, level]) })
      .returning('confidence');
    return row ? (row as { confidence: Record<string, ConfidenceLevel> }).confidence : null;
  }
}
