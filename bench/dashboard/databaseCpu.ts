import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';

/**
 * CPU (µs) each PostgreSQL server process of `db`'s database has used so far, by
 * pid (Linux /proc, in clock ticks of 10 ms): read before and after a window, the
 * database's share of a call's work. Processes that ended are not counted.
 */
export async function databaseCpu(db: Knex): Promise<Map<number, number>> {
  const { rows } = (await db.raw('select pid from pg_stat_activity where datname = current_database()')) as { rows: { pid: number }[] };
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
  }
  return used;
}

/** The CPU (µs) used between two databaseCpu() readings. */
export function databaseCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let micros = 0;
  for (const [pid, used] of after) micros += used - (before.get(pid) ?? 0);
  return micros;
}
