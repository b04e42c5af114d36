import type { Knex } from '@lms/sdk';
import { ATTEMPTS_TABLE } from '../AttemptStore.ts';
import type { PathStep } from './branchingPath.ts';

/** The `path` column of a branching quiz's attempts (migration 20261210000400_attempt_path.ts). */
export class AttemptPathStore {
  constructor(private readonly db: Knex) {}

  /**
   * Replaces the running attempt's path when it is still `from` (read before):
   * of two concurrent steps from the same item only one goes on. Answers false
   * when the path moved on meanwhile or the attempt was submitted.
   */
  async advance(attemptId: string, from: PathStep[] | null, to: PathStep[]): Promise<boolean> {
    const changed = await this.db(ATTEMPTS_TABLE)
      .where({ id: attemptId, state: 'in_progress' })
      .whereRaw("coalesce(path, 'null'::jsonb) = ?::jsonb", [JSON.stringify(from)])
      .update({ path: JSON.stringify(to) });
    return changed === 1;
  }
}
