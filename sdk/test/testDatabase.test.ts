import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestKernel, createThrowawayPostgres, testDatabaseKind } from '../src/testing/index.ts';
import { migratedTemplate } from '../src/testing/throwawayPostgres.ts';

const adminUrl = process.env.DATABASE_URL ?? '';

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('test databases on PostgreSQL', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) {
      await query(adminUrl, `alter database ${name} with is_template false`).catch(() => undefined);
      await query(adminUrl, `drop database if exists ${name} with (force)`);
    }
  });

  /** A template name no other test or run uses; dropped after the tests. */
  function newTemplateName(): string {
    const name = `lms_template_test_${randomBytes(4).toString('hex')}`;
    made.push(name);
    return name;
  }

  async function isTemplate(name: string): Promise<boolean | undefined> {
    return (await query<{ datistemplate: boolean }>(adminUrl, 'select datistemplate from pg_database where datname = $1', [name]))[0]?.datistemplate;
  }

  it('are copies of a migrated template: each kernel gets every migration and data of its own', async () => {
    const first = await createTestKernel({ listen: false });
    const second = await createTestKernel({ listen: false });
    try {
      const { rows } = await first.kernel.knex.raw<{ rows: { name: string }[] }>('select current_database() as name');
      const name = rows[0]!.name;
      expect(name).toMatch(/^lms_test_[0-9a-f]{12}$/);
      // Both got their migrations from one template: the same rows, down to when they ran.
      const applied = (tk: typeof first) => tk.kernel.knex('migrations_core').select('name', 'migration_time').orderBy('id');
      const firstApplied = await applied(first);
      expect(firstApplied.length).toBeGreaterThan(10);
      expect(await applied(second)).toEqual(firstApplied);
      const user = await first.createUser('student');
      expect(await first.kernel.knex('users').where({ id: user.id }).first()).toBeDefined();
      expect(await second.kernel.knex('users').where({ id: user.id }).first()).toBeUndefined();
      // Commits do not wait for the disk in a test database.
      expect(await query<{ synchronous_commit: string }>(databaseUrlOf(name), 'show synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('builds a template once when parallel workers ask for it together, and copies it', async () => {
    const name = newTemplateName();
    let builds = 0;
    const build = async (url: string) => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await query(url, 'create table marker (id int)');
      await query(url, 'insert into marker values (42)');
    };
    expect(await Promise.all([migratedTemplate(adminUrl, name, build), migratedTemplate(adminUrl, name, build), migratedTemplate(adminUrl, name, build)])).toEqual([name, name, name]);
    expect(builds).toBe(1);
    expect(await isTemplate(name)).toBe(true);
    const copy = await createThrowawayPostgres(adminUrl, 'lms_test', { template: name });
    try {
      expect(await query(copy.url, 'select id from marker')).toEqual([{ id: 42 }]);
      // Without lazyCommits (the benchmarks' databases), commits wait for the disk as in production.
      expect(await query(copy.url, 'show synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await copy.drop();
    }
  });

  it('builds again a template a killed run left half made, and leaves it unmarked when the build fails', async () => {
    const name = newTemplateName();
    await query(adminUrl, `create database ${name}`);
    await query(databaseUrlOf(name), 'create table leftover (id int)');
    await expect(migratedTemplate(adminUrl, name, async () => { throw new Error('migration failed'); })).rejects.toThrow('migration failed');
    expect(await isTemplate(name)).toBe(false);
    await migratedTemplate(adminUrl, name, (url) => query(url, 'create table marker (id int)').then(() => undefined));
    expect(await isTemplate(name)).toBe(true);
    const tables = await query<{ tablename: string }>(databaseUrlOf(name), "select tablename from pg_tables where schemaname = 'public' order by 1");
    expect(tables).toEqual([{ tablename: 'marker' }]);
  });
});

function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
