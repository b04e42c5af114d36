import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import type { Knex } from 'knex';
import { PreparedQuery } from '../../src/database/PreparedQuery.ts';

let tk: TestKernel;
let db: Knex;
let alice: TestUser;

/** The SQL and bindings the database receives while `work` runs. */
async function sent(work: () => Promise<unknown>): Promise<{ sql: string; bindings: unknown[] }[]> {
  const queries: { sql: string; bindings: unknown[] }[] = [];
  const record = (query: { sql: string; bindings: unknown[] }) => queries.push({ sql: query.sql, bindings: query.bindings });
  db.on('query', record);
  try {
    await work();
    return queries;
  } finally {
    db.removeListener('query', record);
  }
}

const byEmailSince = (knex: Knex, email: string, since: string | Date) =>
  knex('users').where({ email }).andWhere('created_at', '>', since).first('id', 'email');

beforeAll(async () => {
  tk = await createTestKernel({ listen: false, config: { jobPollMs: 3_600_000 } });
  db = tk.kernel.knex;
  alice = await tk.createUser('student', { email: 'alice@test.example' });
  await tk.createUser('student', { email: 'bob@test.example' });
});

afterAll(() => tk?.close());

describe('PreparedQuery', () => {
  const userByEmail = new PreparedQuery<[email: string, since: Date]>(byEmailSince);

  it('sends the builder SQL with the values of each call', async () => {
    const since = new Date(0);
    const [built] = await sent(() => byEmailSince(db, 'alice@test.example', since));
    const [prepared] = await sent(() => userByEmail.first(db, 'alice@test.example', since));
    expect(prepared!.sql).toBe(built!.sql);
    expect(prepared!.bindings).toEqual(built!.bindings);
    expect(await userByEmail.first(db, 'alice@test.example', since)).toEqual({ id: alice.id, email: 'alice@test.example' });
    expect(await userByEmail.first(db, 'bob@test.example', since)).toMatchObject({ email: 'bob@test.example' });
    expect(await userByEmail.first(db, 'alice@test.example', new Date(Date.now() + 60_000))).toBeUndefined();
  });

  it('answers every row', async () => {
    const students = new PreparedQuery<[flag: boolean]>((knex, instructor) => knex('users').where({ instructor }).orderBy('email').select('email'));
    expect(await students.rows(db, false)).toEqual([{ email: 'alice@test.example' }, { email: 'bob@test.example' }]);
  });

  it("runs inside the caller's transaction, on its connection", async () => {
    // (The embedded PGlite has one session: a read outside the open transaction would wait for it.)
    const emailOf = new PreparedQuery<[id: string]>((knex, id) => knex('users').where({ id }).first('email'));
    await db.transaction(async (trx) => {
      await trx('users').where({ id: alice.id }).update({ email: 'alice.renamed@test.example' });
      expect(await emailOf.first(trx, alice.id)).toEqual({ email: 'alice.renamed@test.example' });
      await trx.rollback();
    }).catch(() => undefined);
    expect(await emailOf.first(db, alice.id)).toEqual({ email: 'alice@test.example' });
  });

  it('refuses parameters used as identifiers or inside a value', async () => {
    const asColumn = new PreparedQuery<[column: string]>((knex, column) => knex('users').select(column));
    await expect(asColumn.rows(db, 'email')).rejects.toThrow(/values, not identifiers/);
    const insideValue = new PreparedQuery<[part: string]>((knex, part) => knex('users').whereLike('email', `%${part}%`).select('id'));
    await expect(insideValue.rows(db, 'alice')).rejects.toThrow(/whole values/);
  });
});
