import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@lms/sdk/testing';
import { PreparedQuery } from '../../src/database/PreparedQuery.ts';
import { openConcurrentDatabase, type ConcurrentDatabase } from './concurrentDatabase.ts';

// PreparedQuery sends named statements on PostgreSQL (planned once per connection), never on
// the embedded PGlite, whose connections share one session.
let opened: ConcurrentDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const probeById = new PreparedQuery<[id: string]>((db, id) => db('prepared_probe').where({ id }).first());

describe('PreparedQuery named statements', () => {
  it('answers from many connections at once (names never collide in a shared session)', async () => {
    opened = await openConcurrentDatabase(4);
    const db = opened.database.knex;
    await db.schema.createTable('prepared_probe', (t) => {
      t.text('id').primary();
      t.integer('n');
    });
    await db('prepared_probe').insert(Array.from({ length: 20 }, (_, n) => ({ id: `p${n}`, n })));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => probeById.first<{ n: number }>(db, `p${n % 20}`)));
    expect(answers.map((row) => row?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n % 20));
  });

  it('a table that changes shape under a prepared select * is read with its new columns', async () => {
    // One connection: the statement prepared before the change is the one PostgreSQL refuses after it.
    opened = await openConcurrentDatabase(1);
    const db = opened.database.knex;
    await db.schema.createTable('prepared_probe', (t) => {
      t.text('id').primary();
    });
    await db('prepared_probe').insert({ id: 'a' });
    expect(await probeById.first(db, 'a')).toEqual({ id: 'a' });
    await db.schema.alterTable('prepared_probe', (t) => {
      t.text('label').defaultTo('new');
    });
    expect(await probeById.first(db, 'a')).toEqual({ id: 'a', label: 'new' });
    expect(await probeById.first(db, 'a')).toEqual({ id: 'a', label: 'new' });
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('on PostgreSQL the statement is prepared once on the connection', async () => {
    opened = await openConcurrentDatabase(1);
    const db = opened.database.knex;
    await db.schema.createTable('prepared_probe', (t) => {
      t.text('id').primary();
    });
    await probeById.first(db, 'a');
    await probeById.first(db, 'b');
    const { rows } = (await db.raw("select statement from pg_prepared_statements where name like 'lms\\_%'")) as { rows: { statement: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statement).toContain('prepared_probe');
  });
});
