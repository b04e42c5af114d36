import type { Knex } from 'knex';

interface Compiled {
  sql: string;
  /** Each binding: a constant of the query, or the index of a parameter. */
  bindings: ({ constant: unknown } | { parameter: number })[];
}

/** What `build` receives for parameter n while the query is compiled. */
const standIn = (n: number) => `\u0000lms-parameter-${n}\u0000`;
const STAND_IN = /^\u0000lms-parameter-(\d+)\u0000$/;
const STAND_INS = Array.from({ length: 16 }, (_, n) => standIn(n));

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
 */
export class PreparedQuery<P extends unknown[]> {
  private readonly compiled = new WeakMap<Knex, Compiled>();

  constructor(private readonly build: (db: Knex, ...params: StandIns<P>) => Knex.QueryBuilder) {}

  private compile(db: Knex): Compiled {
    const { sql, bindings } = this.build(db, ...(STAND_INS as StandIns<P>)).toSQL();
    if (sql.includes('\u0000')) throw new Error(`A prepared query's parameters are values, not identifiers: ${sql}`);
    if ((sql.match(/\?/g) ?? []).length !== bindings.length) throw new Error(`Cannot prepare a query with literal question marks: ${sql}`);
    return {
      sql,
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
    const values = compiled.bindings.map((binding) => ('parameter' in binding ? params[binding.parameter] : binding.constant));
    const result = (await db.raw(compiled.sql, values as Knex.RawBinding[])) as { rows: T[] };
    return result.rows;
  }

  async first<T>(db: Knex, ...params: P): Promise<T | undefined> {
    return (await this.rows<T>(db, ...params))[0];
  }
}
