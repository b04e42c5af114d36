import { describe, expect, it } from 'vitest';
import { openConcurrentDatabase } from './concurrentDatabase.ts';

/**
 * A kernel stops while work is still on the database (a job, a buffered write, a
 * request the grace period cut): closing waits for the queries in flight, which
 * finish and give their connections back, and then ends the pool, instead of
 * waiting forever for a connection that knex, destroyed first, could no longer return.
 */
describe('closing the database while queries run', () => {
  it('lets a query and a transaction in flight finish, then ends', async () => {
    const { database, close } = await openConcurrentDatabase(4);
    const query = database.knex.raw('select pg_sleep(0.3), 7 as n').then((r) => r.rows[0].n as number);
    const transaction = database.knex.transaction(async (trx) => {
      await trx.raw('select pg_sleep(0.3)');
      return (await trx.raw('select 8 as n')).rows[0].n as number;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000).unref());
    expect(await Promise.race([closed, timeout])).toBe('closed');
    expect(await query).toBe(7);
    expect(await transaction).toBe(8);
  });
});
