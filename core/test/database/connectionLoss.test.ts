import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import pg from 'pg';
import { testDatabaseKind } from '@lms/sdk/testing';
import { PreparedQuery } from '../../src/database/PreparedQuery.ts';
import { openConcurrentDatabase, type ConcurrentDatabase } from './concurrentDatabase.ts';

/**
 * A connection of the pool that the server ends (a restart, an administrator's
 * pg_terminate_backend, a failover) raises an 'error' event on its pg client; unheard,
 * that event ends the process. openDatabase hears it: an idle connection leaves the
 * pool, one in use fails its query and is destroyed on release, and the next queries
 * get live connections. PostgreSQL only: the embedded database's connections share
 * one session that nothing outside the process can end.
 */
let db: ConcurrentDatabase;
let knex: Knex;
let admin: pg.Client;

const backendPid = new PreparedQuery<[]>((q) => q.select(q.raw('pg_backend_pid() as pid')));
const pidOf = async (on: Knex) => ((await backendPid.first<{ pid: number }>(on)) as { pid: number }).pid;
const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
/** Until the server has ended the backend (pg_terminate_backend only signals it). */
async function ended(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    if (rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`backend ${pid} still running`);
}

describe.skipIf(testDatabaseKind() !== 'postgres')('a pooled connection the server ends', () => {
  beforeAll(async () => {
    db = await openConcurrentDatabase(2);
    knex = db.database.knex;
    admin = new pg.Client({ connectionString: db.database.connection as string });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await db?.close();
  });

  it('leaves the pool while idle; the next queries run on live connections', async () => {
    const pid = await pidOf(knex);
    await terminate(pid);
    await ended(pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const pids = await Promise.all([pidOf(knex), pidOf(knex), knex.raw('select pg_backend_pid() as pid').then((r) => r.rows[0].pid as number)]);
    expect(pids).not.toContain(pid);
  });

  it('fails the query of a connection in use, is not reused, and the process carries on', async () => {
    let pid = 0;
    await expect(
      knex.transaction(async (trx) => {
        pid = await pidOf(trx);
        await terminate(pid);
        await ended(pid);
        await trx.raw('select 1');
      }),
    ).rejects.toThrow();
    const after = await Promise.all(Array.from({ length: 4 }, () => pidOf(knex)));
    expect(after).not.toContain(pid);
    expect(await knex.raw('select 41 + 1 as n').then((r) => r.rows[0].n)).toBe(42);
  });
});
