import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The connection URL of the new database. */
  url: string;
  /** Drops the database (closing any connection still open to it). */
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ThrowawayOptions {
  /** A template database to copy (see migratedTemplate) instead of an empty one. */
  template?: string;
  /**
   * Commits that do not wait for the disk (synchronous_commit off): for test databases,
   * which never outlive a server crash; benchmarks leave it on to measure what production does.
   */
  lazyCommits?: boolean;
}

/** Creates a uniquely named database on the server of `adminUrl`, so runs never see each other's data. */
export async function createThrowawayPostgres(adminUrl: string, prefix = 'lms_test', options: ThrowawayOptions = {}): Promise<ThrowawayDatabase> {
  const { template, lazyCommits = false } = options;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, async (admin) => {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    if (lazyCommits) await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => asAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * The template database `name`, made once by whoever gets there first: `build` fills it
 * (given its URL, closing its connections when done), then it is marked a template, which
 * is what tells later callers it is complete. Parallel test workers (and parallel runs on
 * the same server) wait on an advisory lock instead of building it twice; a template left
 * half built by a killed run is dropped and built again. Answers `name`, ready to copy.
 */
export async function migratedTemplate(adminUrl: string, name: string, build: (url: string) => Promise<void>): Promise<string> {
  const ready = async (admin: pg.Client) =>
    (await admin.query<{ ready: boolean }>('select datistemplate as ready from pg_database where datname = $1', [name])).rows[0]?.ready === true;
  return asAdmin(adminUrl, async (admin) => {
    if (await ready(admin)) return name;
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await ready(admin)) return name;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await build(databaseUrl(adminUrl, name));
      await admin.query(`alter database ${name} with is_template true`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
