import type { Knex } from 'knex';
import { PluginReachError } from './PluginReachError.ts';
import { tablesOfSql } from './tablesOfSql.ts';

/** What runs a statement: reading any of these on a builder is the moment to check it. */
const EXECUTING = new Set<PropertyKey>(['then', 'catch', 'finally', 'asCallback', 'stream', 'pipe']);
const PROMISED = new Set<PropertyKey>(['then', 'catch', 'finally']);
/** What would hand the plugin an unchecked way to the database. */
const REFUSED = new Set<PropertyKey>(['client', 'schema', 'migrate', 'seed', 'destroy', 'initialize', 'withUserParams', 'connection']);

interface Compilable {
  toSQL(): { sql: string } | Array<{ sql: string }>;
}

/** Each scoped handle and builder, to the knex object it wraps. */
const originals = new WeakMap<object, unknown>();

/**
 * The knex object behind a scoped handle (anything else as it is): a kernel
 * service a plugin calls with its transaction works on the transaction itself,
 * not through the plugin's limits (reachContainer.ts).
 */
export function unwrapScoped<T>(value: T): T {
  return ((typeof value === 'object' || typeof value === 'function') && value !== null && originals.has(value) ? originals.get(value) : value) as T;
}

function isCompilable(value: unknown): value is Compilable {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as Compilable).toSQL === 'function';
}

/**
 * A plugin's database handle that reaches only the tables it declared: every
 * statement is compiled before it runs and refused when it names any other
 * table (in a join, a subquery or a raw fragment alike). Transactions hand out
 * handles scoped the same way; schema changes are refused (migrations run with
 * the kernel's handle). It holds the same on PGlite and PostgreSQL because it
 * checks the SQL knex sends, not the database's rights.
 */
export function scopedDatabase(knex: Knex, pluginId: string, tables: readonly string[]): Knex {
  const allowed = new Set(tables);
  const refusalOf = (statement: Compilable): PluginReachError | null => {
    const compiled = statement.toSQL();
    for (const { sql } of Array.isArray(compiled) ? compiled : [compiled]) {
      for (const table of tablesOfSql(sql)) {
        const bare = table.startsWith('public.') ? table.slice('public.'.length) : table;
        if (!allowed.has(bare)) return new PluginReachError(pluginId, `table "${table}"`);
      }
    }
    return null;
  };
  const wrapped = new WeakMap<object, object>();
  const wrap = <T>(value: T): T => {
    if (!isCompilable(value) && typeof value !== 'function') return value;
    const target = value as unknown as object;
    const existing = wrapped.get(target);
    if (existing) return existing as T;
    const proxy = new Proxy(target, {
      get(object, property, receiver) {
        if (REFUSED.has(property)) throw new PluginReachError(pluginId, `the database handle's "${String(property)}"`);
        if (EXECUTING.has(property) && isCompilable(object)) {
          const refusal = refusalOf(object);
          // A refused statement is a rejected promise, as a failed query is.
          if (refusal && PROMISED.has(property)) return (...args: unknown[]) => (Promise.reject(refusal) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[property]!(...args);
          if (refusal) throw refusal;
        }
        if (property === 'transaction' && typeof (object as Knex).transaction === 'function') return scopedTransaction(object as Knex);
        const member = Reflect.get(object, property) as unknown;
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          // Called on the unwrapped object: knex's own code never meets the refusals.
          const result = (member as (...a: unknown[]) => unknown).apply(object, args);
          return result === object ? receiver : wrap(result);
        };
      },
      apply(fn, _thisArg, args) {
        return wrap(Reflect.apply(fn as (...a: unknown[]) => unknown, fn, args));
      },
    });
    wrapped.set(target, proxy);
    originals.set(proxy, target);
    return proxy as T;
  };
  const scopedTransaction = (db: Knex) =>
    ((handler?: unknown, config?: Knex.TransactionConfig) => {
      if (typeof handler === 'function') return db.transaction((trx) => (handler as (t: Knex.Transaction) => Promise<unknown>)(wrap(trx)), config);
      return db.transaction(handler as Knex.TransactionConfig | undefined).then((trx) => wrap(trx));
    }) as Knex['transaction'];
  return wrap(knex);
}
