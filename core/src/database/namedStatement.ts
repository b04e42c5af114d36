import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

/**
 * The databases (by their knex client's config, which a transaction shares) whose
 * every pooled connection is a session of its own, so a statement named on one
 * connection is unknown to the others: PostgreSQL, not the embedded PGlite, whose
 * one session all connections share (PgliteWireServer).
 */
const ownSessionDatabases = new WeakSet<object>();

/** Lets PreparedQuery send named statements on `db` (openDatabase, for PostgreSQL). */
export function allowNamedStatements(db: Knex): void {
  ownSessionDatabases.add(db.client.config as object);
}

/** Whether a statement named on one of `db`'s connections stays that connection's own (PostgreSQL, not PGlite). */
export function namesStatements(db: Knex): boolean {
  return ownSessionDatabases.has(db.client.config as object);
}

/**
 * Runs `text` (`$1`-style parameters) on `db`'s connection (a transaction's when
 * `db` is one) as the named statement `name` where each connection is its own
 * session (`allowNamedStatements`; PreparedQuery's builder-made queries are sent
 * here too): PostgreSQL plans it once per connection and then only binds and runs
 * it. Elsewhere it is sent unnamed, as knex's `raw` sends it. The query and its
 * answer are told to the knex's `query` and `query-response` listeners as knex's
 * own are (query logs, counts and timings; `name` says it was named), when it has any.
 */
export async function namedStatementRows<T>(db: Knex, name: string, text: string, values: unknown[]): Promise<T[]> {
  const config: pg.QueryConfig = namesStatements(db) ? { name, text, values } : { text, values };
  const pool = poolOf(db);
  const connection = pool ? await pool.connect() : ((await db.client.acquireConnection()) as pg.PoolClient);
  try {
    const told = heard(db) ? { sql: text, bindings: values, method: 'raw', name: config.name, __knexQueryUid: randomUUID() } : null;
    if (told) db.client.emit('query', told);
    const result = await answerOf<T & pg.QueryResultRow>(connection, config);
    if (told) db.client.emit('query-response', result, told);
    return result.rows as T[];
  } finally {
    // A connection the server ended is destroyed, not pooled again (openDatabase marks it as knex does).
    if (pool) connection.release((connection as { __knex__disposed?: unknown }).__knex__disposed !== undefined);
    // knex's release is synchronous (the connection is back in the pool when it returns) and answers a resolved promise: not awaited, one microtask less a query.
    else void db.client.releaseConnection(connection);
  }
}

/**
 * The pg pool under `db` (openDatabase gives knex one), taken from directly: knex's acquire
 * around it (an async step, an id and a debug call per connection) was a third of a query's
 * pool cost. None for a transaction, whose queries all go on its one connection.
 */
function poolOf(db: Knex): pg.Pool | undefined {
  if (db.isTransaction === true) return undefined;
  const pool = (db.client.config as Knex.Config).connectionPool;
  return pool instanceof pg.Pool ? pool : undefined;
}

/**
 * Whether anyone hears `db`'s queries: listeners on the knex itself; a transaction's queries are
 * also told to its parent knex's listeners, so they are always told. Unheard, a query makes no
 * event object and no uid (three a page view, with two emits each through knex's forwarding;
 * issue 15 item 9).
 */
function heard(db: Knex): boolean {
  return db.isTransaction === true || db.listenerCount('query') > 0 || db.listenerCount('query-response') > 0;
}

/**
 * `connection.query(config)` with its callback, as knex sends its own queries. pg's promise form
 * makes the query first and sets its callback on it afterwards; on V8 (Node 24) an object given a
 * closure after it was made keeps what that closure resolves reachable to the young-generation
 * collector, so every answer's rows outlived its request until the next full collection: a grade
 * edit's 300 column rows were copied and promoted by each scavenge, which cost the edit's p95
 * (docs/architecture.md "Gradebook grade edit", "Garbage an edit leaves").
 */
function answerOf<R extends pg.QueryResultRow>(connection: pg.PoolClient, config: pg.QueryConfig): Promise<pg.QueryResult<R>> {
  return new Promise((resolve, reject) => {
    connection.query<R>(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
