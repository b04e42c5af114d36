import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';

/** The knex clients (by their shared config, which a transaction's client keeps) whose connections are each their own session. */
const ownSessions = new WeakSet<object>();

/**
 * Marks a PostgreSQL server's knex: each pool connection is its own session,
 * so a statement prepared on one is that connection's alone. Not for the
 * embedded database, whose wire server gives every connection one shared
 * PGlite session (a second connection preparing the same name would fail).
 */
export function allowNamedStatements(db: Knex): void {
  ownSessions.add(db.client.config as object);
}

/**
 * Runs `text` (`$1`-style parameters) on `db`'s connection (a transaction's when
 * `db` is one) as the named statement `name` where each connection is its own
 * session: PostgreSQL plans it once per connection and then only binds and runs
 * it. Elsewhere it is sent unnamed, as knex's `raw` sends it. The query and its
 * answer are told to the knex's `query` and `query-response` listeners as knex's
 * own are (query logs, counts and timings; `name` says it was named).
 */
export async function namedStatementRows<T>(db: Knex, name: string, text: string, values: unknown[]): Promise<T[]> {
  const config: pg.QueryConfig = ownSessions.has(db.client.config as object) ? { name, text, values } : { text, values };
  const connection = (await db.client.acquireConnection()) as pg.PoolClient;
  try {
    const told = { sql: text, bindings: values, method: 'raw', name: config.name, __knexQueryUid: randomUUID() };
    db.client.emit('query', told);
    const result = await connection.query<T & pg.QueryResultRow>(config);
    db.client.emit('query-response', result, told);
    return result.rows as T[];
  } finally {
    await db.client.releaseConnection(connection);
  }
}
