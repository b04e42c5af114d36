import pg from 'pg';
import { HEADLINE_OPTIONS, indexComponents, kernelParts, NEAR_WORDS_SQL, nearWordsQuery, prefixQuery, queryWords, searchSql, type ComponentRow, type Kernel } from '@lms/core';
import { SEARCH_LIMIT } from '@lms/contract/calls/searchCalls.ts';
import { call, type HttpSession } from '../gradebook/httpSession.ts';
import { percentile } from '../gradebook/stats.ts';

export interface Timings {
  p50: number;
  p95: number;
  max: number;
}

const summary = (ms: number[]): Timings => ({ p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: Math.max(...ms) });

/** The student's searches over HTTP (session, permission, visibility filter, both match modes), `runs` rounds of every query. */
export async function measureHttpSearch(student: HttpSession, courseId: string, queries: readonly string[], runs: number): Promise<{ timings: Timings; hits: Map<string, number> }> {
  const ms: number[] = [];
  const hits = new Map<string, number>();
  for (let round = 0; round < runs; round++) {
    for (const q of queries) {
      const start = performance.now();
      const body = JSON.parse(await call(student, 'GET', `search/${courseId}?q=${encodeURIComponent(q)}`)) as { hits: unknown[] };
      ms.push(performance.now() - start);
      hits.set(q, body.hits.length);
    }
  }
  return { timings: summary(ms), hits };
}

/**
 * The same statements by hand through one `pg` connection: the full-text query, then
 * (when it found less than a full answer) the near words and the fallback query, as the kernel runs them.
 */
export async function measureBaseline(databaseUrl: string, courseId: string, queries: readonly string[], runs: number): Promise<Timings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const toPg = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const search = toPg(searchSql(false));
  const nearWords = toPg(NEAR_WORDS_SQL);
  const ms: number[] = [];
  try {
    for (let round = 0; round < runs; round++) {
      for (const q of queries) {
        const now = new Date();
        const start = performance.now();
        const exact = prefixQuery(q);
        const found = exact ? (await client.query<{ item_id: string }>(search, [courseId, exact, [], now, now, now, now, now, now, SEARCH_LIMIT + 1, HEADLINE_OPTIONS])).rows : [];
        if (found.length <= SEARCH_LIMIT) {
          const words = queryWords(q);
          const near = new Map<string, string[]>();
          for (const row of (await client.query<{ asked: string; word: string }>(nearWords, [words])).rows) near.set(row.asked, [...(near.get(row.asked) ?? []), row.word]);
          const fallback = nearWordsQuery(words, near);
          if (fallback) await client.query(search, [courseId, fallback, found.map((row) => row.item_id), now, now, now, now, now, now, SEARCH_LIMIT + 1 - found.length, HEADLINE_OPTIONS]);
        }
        ms.push(performance.now() - start);
      }
    }
  } finally {
    await client.end();
  }
  return summary(ms);
}

/**
 * A component save's index update: the time the kernel's writers spend, inside the
 * save's transaction, writing the component's search document, words and holds
 * (the save's own statements and commit are not counted).
 */
export async function measureIndexUpdate(kernel: Kernel, courseId: string, saves: number): Promise<Timings> {
  const catalogue = kernel.resolve(kernelParts.componentTypes);
  const rows = (await kernel.knex('components').where({ course_id: courseId }).orderByRaw('random()').limit(saves)) as ComponentRow[];
  const ms: number[] = [];
  for (const [index, row] of rows.entries()) {
    const edited = { ...row, config: { html: `<p>Edited ${index}: ${String(row.config.html).slice(3)}` } };
    await kernel.knex.transaction(async (trx) => {
      const start = performance.now();
      await indexComponents(trx, catalogue, [edited]);
      ms.push(performance.now() - start);
    });
  }
  return summary(ms);
}
