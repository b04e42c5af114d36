import type { Knex } from 'knex';
import type { PollResults } from '../calls/pollCalls.ts';

/** The votes of the plugin's own table `poll_votes`: one row per person and poll. */
export class PollVotes {
  constructor(private readonly db: Knex) {}

  async results(componentId: string, optionCount: number, userId: string, trx: Knex | Knex.Transaction = this.db): Promise<PollResults> {
    const rows = (await trx('poll_votes').where({ component_id: componentId }).select('user_id', 'option')) as { user_id: string; option: number }[];
    const counts = Array.from({ length: optionCount }, (_, index) => rows.filter((row) => row.option === index).length);
    return { counts, mine: rows.find((row) => row.user_id === userId)?.option ?? null };
  }

  /** Stores the answer; true when it is the person's first on this poll. */
  async vote(componentId: string, userId: string, option: number, at: Date, trx: Knex.Transaction): Promise<boolean> {
    const updated = await trx('poll_votes').where({ component_id: componentId, user_id: userId }).update({ option, voted_at: at });
    if (updated > 0) return false;
    await trx('poll_votes').insert({ component_id: componentId, user_id: userId, option, voted_at: at });
    return true;
  }
}
