import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { namedStatementRows } from './namedStatement.ts';

interface Compiled {
  /** The builder's SQL, with PostgreSQL's `$n` placeholders (as knex sends it). */
  sql: string;
  /** The named statement's name: the SQL's digest and a generation (see `run`). */
  digest: string;
  generation: number;
  /** Each binding: a constant of the query, or the index of a parameter. */
  bindings: ({ constant: unknown } | { parameter: number })[];
}

/** What `build` receives for parameter n while the query is compiled. */
const standIn = (n: number) => `\u0000lms-parameter-${n}\u0000`;
const STAND_IN = /^\u0000lms-parameter-(\d+)\u0000$/;
const STAND_INS = Array.from({ length: 16 }, (_, n) => standIn(n));

/** PostgreSQL's answer to a named statement whose tables changed shape since it was prepared ('cached plan must not change result type'). */
const STALE_STATEMENT = '0A000';

/** While compiling, every parameter is a string stand-in. */
type StandIns<P extends unknown[]> = { [K in keyof P]: string };

/**
 * A query of fixed shape on a path every request takes, written with knex's
 * builder, compiled once per database and then run with fresh values. Building
 * and quoting the SQL again on each call cost more time and garbage than the
 * rest of the call's work; the SQL sent is the builder's, byte for byte.
 *
 * `build` gets stand-ins for the parameters (strings while compiling); they may
 * only be used as values, never as identifiers or to shape the query (no lists).
 *
 * Sent as a named statement (pg's `name`) on PostgreSQL (allowNamedStatements in namedStatement.ts): PostgreSQL parses and plans it once per
 * connection, not at every call; planning these joins cost three to four times
 * their execution (issue 21 ingest: 185-245 µs of the database's CPU a query
 * unnamed, 55-65 named). A migration of another node that changes a table's shape
 * under a prepared `select *` makes PostgreSQL refuse it; the query is then sent
 * again under a new name (the old one is left to its connection).
 */
export class PreparedQuery<P extends unknown[]> {
  private readonly compiled = new WeakMap<Knex, Compiled>();

  constructor(private readonly build: (db: Knex, ...params: StandIns<P>) => Knex.QueryBuilder) {}

  private compile(db: Knex): Compiled {
    const { sql, bindings } = this.build(db, ...(STAND_INS as StandIns<P>)).toSQL();
    if (sql.includes('\u0000')) throw new Error(`A prepared query's parameters are values, not identifiers: ${sql}`);
    if ((sql.match(/\?/g) ?? []).length !== bindings.length) throw new Error(`Cannot prepare a query with literal question marks: ${sql}`);
    return {
      sql: db.client.positionBindings(sql) as string,
      digest: createHash('sha1').update(sql).digest('base64url').slice(0, 20),
      generation: 0,
      bindings: bindings.map((value) => {
        const parameter = typeof value === 'string' ? STAND_IN.exec(value) : null;
        if (parameter) return { parameter: Number(parameter[1]) };
        if (JSON.stringify(value)?.includes('lms-parameter-')) throw new Error(`A prepared query's parameters are whole values: ${sql}`);
        return { constant: value };
      }),
    };
  }

  async rows<T>(db: Knex, ...params: P): Promise<T[]> {
    let compiled = this.compiled.get(db);
    if (!compiled) {
      compiled = this.compile(db);
      this.compiled.set(db, compiled);
    }
    const values = compiled.bindings.map((binding) => ('parameter' in binding ? params[binding.parameter] : binding.constant)) as Knex.RawBinding[];
    try {
      return await this.run<T>(db, compiled, values);
    } catch (err) {
      if ((err as { code?: unknown }).code !== STALE_STATEMENT) throw err;
      compiled.generation++;
      return this.run<T>(db, compiled, values);
    }
  }

  /** Sent on a pooled connection (the transaction's, when `db` is one), not through knex's query runner: its per-query work was most of a page view's database overhead. */
  private run<T>(db: Knex, compiled: Compiled, values: Knex.RawBinding[]): Promise<T[]> {
    return namedStatementRows<T>(db, `lms_${compiled.digest}_${compiled.generation}`, compiled.sql, values);
  }

  async first<T>(db: Knex, ...params: P): Promise<T | undefined> {
    return (await this.rows<T>(db, ...params))[0];
  }
}
