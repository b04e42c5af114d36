import { parseArgs } from 'node:util';

export type BenchDatabaseKind = 'postgres' | 'pglite';

export interface BenchOptions {
  db: BenchDatabaseKind;
  /** Admin URL of the PostgreSQL server the throwaway database is created on. */
  databaseUrl: string;
  /** Seconds of measured load per server, call and round. */
  duration: number;
  /** Rounds of baseline and kernel runs, taking turns; the report gives medians. */
  rounds: number;
  /** Seconds of unmeasured load before each measurement (pools filled, code warmed). */
  warmup: number;
  /** Concurrent HTTP connections of the load generator. */
  connections: number;
  /** Database connections of the kernel's pool, and of the baseline's. */
  poolMax: number;
  lessons: number;
  pagesPerLesson: number;
  students: number;
  /** Also measure the course outline (GET courses/{courseId}/). */
  outline: boolean;
  /** Where to write a CPU profile of each measured run (this process holds both servers), if asked. */
  profileDir: string | undefined;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const USAGE = `Usage: npm run bench:page-view -- [--db postgres|pglite] [--duration 5] [--warmup 2] [--rounds 5]
  [--connections 10] [--pool 10] [--lessons 20] [--pages 10] [--students 200] [--no-outline] [--cpu-prof DIR]`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, got "${raw}"\n${USAGE}`);
  return value;
}

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        db: { type: 'string' },
        duration: { type: 'string' },
        rounds: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        pool: { type: 'string' },
        lessons: { type: 'string' },
        pages: { type: 'string' },
        students: { type: 'string' },
        'no-outline': { type: 'boolean' },
        'cpu-prof': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const db = parsed.db ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db must be postgres or pglite, got "${db}"\n${USAGE}`);
  return {
    db,
    databaseUrl: env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    duration: positiveInt('duration', parsed.duration, 5),
    rounds: positiveInt('rounds', parsed.rounds, 5),
    warmup: positiveInt('warmup', parsed.warmup, 2),
    connections: positiveInt('connections', parsed.connections, 10),
    poolMax: positiveInt('pool', parsed.pool, 10),
    lessons: positiveInt('lessons', parsed.lessons, 20),
    pagesPerLesson: positiveInt('pages', parsed.pages, 10),
    students: positiveInt('students', parsed.students, 200),
    outline: !parsed['no-outline'],
    profileDir: parsed['cpu-prof'],
  };
}
