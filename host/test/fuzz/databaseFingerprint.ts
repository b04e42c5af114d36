import type { Kernel } from '@lms/core';

/**
 * A cheap fingerprint of what the database stores: the row count and an
 * order-independent checksum of the rows of every table of the public schema.
 * A request the server refused (4xx) must leave it unchanged.
 *
 * Some tables and columns change on every request, or in the background, for
 * good reasons; they are left out, each for the reason given.
 */

/** Tables whose rows a refused request may legitimately add. */
const IGNORED_TABLES: Record<string, string> = {
  // Counts every attempt of a throttled action (log-in, registration, recovery...) whatever its answer: refused ones are what it is for.
  throttle_attempts: 'records refused attempts by design',
  // The realtime adapter's cross-node message buffer: emits, not stored data.
  socket_io_attachments: 'realtime adapter buffer',
  // Rate-limit counters: a call is counted before its body is read, so a refused call counts too (that is the point of a limit).
  rate_limit_windows: 'counts every call of a limited route, refused ones included',
};

/** Columns that change without a request storing anything. */
const IGNORED_COLUMNS: Record<string, readonly string[]> = {
  // Every authenticated request slides its session's expiry (the keep-alive).
  sessions: ['last_seen_at', 'expires_at'],
  // The job worker runs queued jobs between requests (mail delivery, deadlines): their state moves on; a new job still counts.
  jobs: ['status', 'attempts', 'run_at', 'locked_until', 'last_error', 'finished_at'],
  // Mail is delivered by that worker: the outbox row's delivery state moves on.
  mail_outbox: ['status', 'transport', 'attempts', 'last_error', 'sent_at', 'message_id'],
  // Assessment grading jobs finish in the background.
  assessment_jobs: ['status', 'message', 'score', 'max_score', 'finished_at'],
};

export type Fingerprint = Map<string, string>;

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Where the statement-level triggers write the tables a statement wrote to (kept out of the fingerprint). */
const TOUCH_LOG = 'fuzz_touched_tables';

/**
 * Reads the schema once (the fuzz run adds no tables) and returns the fingerprint.
 * A full fingerprint of ~130 tables costs ~60 ms on PostgreSQL (a parallel plan of a 130-way union):
 * most of the fuzz run. So every table gets a statement-level trigger that notes the table in
 * TOUCH_LOG on any INSERT, UPDATE, DELETE or TRUNCATE (rolled back with its statement), and each
 * fingerprint re-hashes only the tables noted since the last one; a table no statement wrote to
 * cannot have changed. The log has no key, so concurrent writers never wait on each other's notes.
 */
export async function fingerprinter(knex: Kernel['knex']): Promise<() => Promise<Fingerprint>> {
  const columns = await knex.raw(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> '${TOUCH_LOG}'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns.rows as { table_name: string; column_name: string }[]) {
    if (table in IGNORED_TABLES || IGNORED_COLUMNS[table]?.includes(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  const hashOf = new Map(
    [...tables].map(([table, cols]) => [
      table,
      `select '${table}' as t, count(*)::text as n, coalesce(sum(hashtextextended(row(${cols.map(quoted).join(', ')})::text, 0)), 0)::text as h from public.${quoted(table)}`,
    ]),
  );
  await knex.raw(`create unlogged table if not exists ${TOUCH_LOG} (table_name text not null)`);
  await knex.raw(
    `create or replace function fuzz_note_touched_table() returns trigger language plpgsql as $$
       begin insert into ${TOUCH_LOG} (table_name) values (TG_TABLE_NAME); return null; end $$`,
  );
  for (const table of tables.keys()) {
    await knex.raw(
      `create or replace trigger fuzz_note_touched after insert or update or delete or truncate on public.${quoted(table)}
         for each statement execute function fuzz_note_touched_table()`,
    );
  }
  const hash = async (names: Iterable<string>): Promise<Fingerprint> => {
    const sql = [...names].map((table) => hashOf.get(table)!).join(' union all ');
    if (!sql) return new Map();
    const result = await knex.raw(sql);
    return new Map((result.rows as { t: string; n: string; h: string }[]).map((row) => [row.t, `${row.n}:${row.h}`]));
  };
  await knex.raw(`delete from ${TOUCH_LOG}`);
  const current = await hash(tables.keys());
  return async () => {
    const noted = await knex.raw(`delete from ${TOUCH_LOG} returning table_name`);
    const touched = new Set((noted.rows as { table_name: string }[]).map((row) => row.table_name).filter((table) => hashOf.has(table)));
    for (const [table, print] of await hash(touched)) current.set(table, print);
    return new Map(current);
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
}
