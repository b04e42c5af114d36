import type { Knex } from 'knex';

/** Answers whether the database takes queries, within a time limit. */
export class DatabaseHealth {
  constructor(private readonly db: Knex) {}

  async check(timeoutMs = 2000): Promise<{ ok: boolean; latencyMs: number }> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.db.raw('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        }),
      ]);
      return { ok: true, latencyMs: Math.round(performance.now() - started) };
    } catch {
      return { ok: false, latencyMs: Math.round(performance.now() - started) };
    } finally {
      clearTimeout(timer);
    }
  }
}
