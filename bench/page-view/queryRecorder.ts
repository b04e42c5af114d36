import type { Knex } from 'knex';

export interface RecordedQuery {
  sql: string;
  bindings: readonly unknown[];
}

interface QueryEvent {
  sql: string;
  bindings?: readonly unknown[];
}

/**
 * Every query `knex` issues while `work` runs, as sent (SQL with $n placeholders,
 * bindings). Meant for a quiet kernel: queries of other concurrent work would be counted too.
 */
export async function recordQueries<T>(knex: Knex, work: () => Promise<T>): Promise<{ result: T; queries: RecordedQuery[] }> {
  const queries: RecordedQuery[] = [];
  const listener = (event: QueryEvent) => queries.push({ sql: event.sql, bindings: event.bindings ?? [] });
  knex.on('query', listener);
  try {
    return { result: await work(), queries };
  } finally {
    knex.removeListener('query', listener);
  }
}
