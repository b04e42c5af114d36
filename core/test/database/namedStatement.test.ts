// vitest: isolate — its last test turns on --expose-gc at run time and forces collections: V8 flags changed
// after start must not reach other files' process (a shared worker died once in V8's wasm code bookkeeping,
// "Check failed: jit_page_->allocations_.erase(addr) == 1", while running PGlite's cli.test after it).
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { testDatabaseKind } from '@lms/sdk/testing';
import { namedStatementRows } from '../../src/database/namedStatement.ts';
import { openConcurrentDatabase, type ConcurrentDatabase } from './concurrentDatabase.ts';

/**
 * A named statement is prepared per connection on PostgreSQL (each pool
 * connection its own session) and sent unnamed on the embedded database (one
 * PGlite session shared by every connection, where a second connection
 * preparing the same name would fail). Either way every caller gets its own rows.
 */
let db: ConcurrentDatabase;
let knex: Knex;
const SQL = 'select n, $1::text as label from generate_series(1, $2::int) as n order by n';

beforeAll(async () => {
  db = await openConcurrentDatabase(4);
  knex = db.database.knex;
});

afterAll(() => db?.close());

describe('namedStatementRows', () => {
  it('answers each call its own rows from many pool connections at once', async () => {
    const calls = Array.from({ length: 60 }, (_, i) => namedStatementRows<{ n: number; label: string }>(knex, 'test_series', SQL, [`call ${i}`, (i % 7) + 1]));
    const answers = await Promise.all(calls);
    answers.forEach((rows, i) => {
      expect(rows).toEqual(Array.from({ length: (i % 7) + 1 }, (_, k) => ({ n: k + 1, label: `call ${i}` })));
    });
  });

  it('runs on a transaction`s connection, seeing its uncommitted rows, and is prepared there only on PostgreSQL', async () => {
    await knex.schema.createTable('named_rows', (t) => t.text('id').primary());
    await knex.transaction(async (trx) => {
      await trx('named_rows').insert({ id: 'inside' });
      const read = () => namedStatementRows<{ id: string }>(trx, 'test_named_rows', 'select id from named_rows where id = $1', ['inside']);
      expect(await read()).toEqual([{ id: 'inside' }]);
      expect(await read()).toEqual([{ id: 'inside' }]);
      const prepared = await trx.raw(`select name from pg_prepared_statements where name = 'test_named_rows'`);
      expect(prepared.rows.length).toBe(testDatabaseKind() === 'postgres' ? 1 : 0);
      await trx.rollback();
    }).catch(() => undefined);
    expect(await knex('named_rows').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('is told to the knex`s query listeners as knex`s own queries are', async () => {
    const seen: string[] = [];
    const listen = (query: { sql: string }) => seen.push(query.sql);
    knex.on('query', listen);
    try {
      await namedStatementRows(knex, 'test_series', SQL, ['x', 1]);
    } finally {
      knex.off('query', listen);
    }
    expect(seen).toEqual([SQL]);
  });

  it('is told to the knex`s listeners when run on one of its transactions, and to nobody once they are gone', async () => {
    const seen: string[] = [];
    const answered: string[] = [];
    const listen = (query: { sql: string }) => seen.push(query.sql);
    const response = (_result: unknown, query: { sql: string; __knexQueryUid: string }) => answered.push(`${query.sql} ${query.__knexQueryUid.length}`);
    knex.on('query', listen);
    knex.on('query-response', response);
    try {
      await knex.transaction((trx) => namedStatementRows(trx, 'test_series', SQL, ['in a transaction', 1]));
    } finally {
      knex.off('query', listen);
      knex.off('query-response', response);
    }
    await namedStatementRows(knex, 'test_series', SQL, ['unheard', 1]);
    expect(seen.filter((sql) => sql === SQL)).toEqual([SQL]);
    expect(answered.filter((told) => told.startsWith(SQL))).toEqual([`${SQL} 36`]);
  });

  it('refuses a failing statement with the database`s error', async () => {
    await expect(namedStatementRows(knex, 'test_failing', 'select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
  });

  // pg's promise form (`query(config)` without a callback) left every answer reachable to V8's
  // young-generation collector until the next full collection: 20 answers of 300 rows survived a
  // scavenge whole (2.3 MB) where the callback form leaves about 0.1 MB (docs/architecture.md
  // "Gradebook grade edit", "Garbage an edit leaves").
  it('leaves no answer for the young-generation collector to copy once its caller is done with it', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as (options?: { type: 'minor' | 'major'; execution?: 'sync' }) => void;
    const wide = `select n, repeat('x', 200) || n as filler from generate_series(1, 300) as n where $1::int > 0`;
    const newSpaceUsed = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_used_size;
    let survived = 0;
    for (let round = 0; round < 3; round++) {
      gc({ type: 'major', execution: 'sync' });
      gc({ type: 'minor', execution: 'sync' });
      gc({ type: 'minor', execution: 'sync' });
      const before = newSpaceUsed();
      for (let n = 0; n < 20; n++) expect((await namedStatementRows<{ n: number }>(knex, 'test_wide', wide, [1])).length).toBe(300);
      gc({ type: 'minor', execution: 'sync' });
      survived = newSpaceUsed() - before;
    }
    expect(survived).toBeLessThan(1024 * 1024);
  });
});
