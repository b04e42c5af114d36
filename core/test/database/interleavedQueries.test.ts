import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import pg from 'pg';
import { openConcurrentDatabase, type ConcurrentDatabase } from './concurrentDatabase.ts';

/**
 * Many pool clients fire parameterised queries of different shapes (different
 * parameter counts, row counts, writes with RETURNING, transactions that commit
 * and that fail) at once; every answer must be the one its own query asked for.
 * On the embedded database this goes through its socket server, which must never
 * let one client's protocol exchange interleave with another's.
 */
let db: ConcurrentDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await openConcurrentDatabase(8);
  knex = db.database.knex;
  await knex.schema.createTable('interleave', (t) => {
    t.increments('id');
    t.integer('worker').notNullable();
    t.integer('n').notNullable();
    t.text('label').notNullable();
    t.unique(['worker', 'n']);
  });
});

afterAll(() => db?.close());

const TASKS = 240;

/** One task of shape `i % 6`; throws when any answer is not its own. */
async function task(i: number): Promise<void> {
  const check = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`task ${i} ${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  switch (i % 6) {
    case 0: {
      const { rows } = await knex.raw('select ?::int as a, ?::text as b', [i, `t${i}`]);
      check('two parameters', rows, [{ a: i, b: `t${i}` }]);
      return;
    }
    case 1: {
      const params = Array.from({ length: 9 }, (_, k) => i * 10 + k);
      const { rows } = await knex.raw(`select ${params.map(() => '?::int').join(' + ')} as sum, ?::text as who`, [...params, `w${i}`]);
      check('nine parameters', rows, [{ sum: params.reduce((a, b) => a + b, 0), who: `w${i}` }]);
      return;
    }
    case 2: {
      const rows = await knex('interleave').insert({ worker: i, n: 0, label: `single ${i}` }).returning(['worker', 'n', 'label']);
      check('insert returning', rows, [{ worker: i, n: 0, label: `single ${i}` }]);
      return;
    }
    case 3: {
      const { rows } = await knex.raw('select g as n, ?::int as worker from generate_series(1, ?::int) g order by g', [i, (i % 17) + 1]);
      check('many rows', rows, Array.from({ length: (i % 17) + 1 }, (_, k) => ({ n: k + 1, worker: i })));
      return;
    }
    case 4: {
      // A transaction that commits: each of its reads sees exactly its own writes.
      await knex.transaction(async (trx) => {
        await trx('interleave').insert([1, 2, 3].map((n) => ({ worker: i, n, label: `tx ${i}` })));
        check('count in transaction', await trx('interleave').where({ worker: i }).count({ c: '*' }).first().then((r) => Number(r!.c)), 3);
        await trx('interleave').where({ worker: i, n: 2 }).update({ label: `updated ${i}` });
        check('read back', await trx('interleave').where({ worker: i }).orderBy('n').pluck('label'), [`tx ${i}`, `updated ${i}`, `tx ${i}`]);
      });
      return;
    }
    default: {
      // A transaction that fails half-way (unique violation) and rolls back.
      const failed = await knex
        .transaction(async (trx) => {
          await trx('interleave').insert({ worker: i, n: 1, label: `doomed ${i}` });
          await trx('interleave').insert({ worker: i, n: 1, label: `duplicate ${i}` });
        })
        .then(
          () => null,
          (error: Error) => error,
        );
      if (!failed || !/duplicate key/.test(failed.message)) throw new Error(`task ${i} expected a unique violation, got ${failed?.message ?? 'success'}`);
      return;
    }
  }
}

describe('concurrent queries through the database connection pool', () => {
  it('answers each of many interleaved parameterised queries and transactions with its own result', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: TASKS }, (_, i) => task(i)));
    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error).message ?? o.reason)] : []));
    expect(errors.slice(0, 5)).toEqual([]);

    // What was committed is exactly what the committing tasks wrote; nothing of the rolled-back ones.
    const rows = await knex('interleave').select('worker', 'n', 'label').orderBy(['worker', 'n']);
    const expected = [];
    for (let i = 0; i < TASKS; i++) {
      if (i % 6 === 2) expected.push({ worker: i, n: 0, label: `single ${i}` });
      if (i % 6 === 4) expected.push(...[1, 2, 3].map((n) => ({ worker: i, n, label: n === 2 ? `updated ${i}` : `tx ${i}` })));
    }
    expect(rows).toEqual(expected);
  });

  it('ends the transaction of a client that leaves inside it; the others carry on without its writes', async () => {
    const { connection } = db.database;
    const leaver = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    leaver.on('error', () => undefined);
    await leaver.connect();
    await leaver.query('begin');
    await leaver.query('insert into interleave (worker, n, label) values ($1, $2, $3)', [-1, 1, 'never committed']);
    // Killed, as a process that dies mid-transaction would be: no rollback, no terminate.
    (leaver as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const others = await Promise.all(Array.from({ length: 10 }, (_, i) => knex.raw('select ?::int as i', [i]).then((r) => r.rows[0].i as number)));
    expect(others).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(await knex('interleave').where({ worker: -1 }).count({ c: '*' }).first().then((r) => Number(r!.c))).toBe(0);
  });
});
