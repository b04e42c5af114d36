import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Admin URL of the PostgreSQL server the throwaway database is created on. */
  databaseUrl: string;
  students: number;
  activities: number;
  lessons: number;
  /** Full gradebook reads (and baseline queries) measured, taking turns. */
  fullReads: number;
  /** First-page reads (limit=50) measured. */
  pageReads: number;
  /** Grade edits measured (and as many baseline write + recompute transactions). */
  edits: number;
  /** Seed on the bench's expectation of the schema (expectedSchema.sql), time the baseline, and stop: no kernel calls measured. */
  seedOnly: boolean;
  /** Leave out the Chromium part. */
  browser: boolean;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const USAGE = `Usage: npm run bench:gradebook -- [--students 2000] [--activities 300] [--lessons 20]
  [--full-reads 5] [--page-reads 50] [--edits 100] [--seed-only] [--no-browser]`;

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
        students: { type: 'string' },
        activities: { type: 'string' },
        lessons: { type: 'string' },
        'full-reads': { type: 'string' },
        'page-reads': { type: 'string' },
        edits: { type: 'string' },
        'seed-only': { type: 'boolean' },
        'no-browser': { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const options: BenchOptions = {
    databaseUrl: env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    students: positiveInt('students', parsed.students, 2000),
    activities: positiveInt('activities', parsed.activities, 300),
    lessons: positiveInt('lessons', parsed.lessons, 20),
    fullReads: positiveInt('full-reads', parsed['full-reads'], 5),
    pageReads: positiveInt('page-reads', parsed['page-reads'], 50),
    edits: positiveInt('edits', parsed.edits, 100),
    seedOnly: parsed['seed-only'] ?? false,
    browser: !parsed['no-browser'],
  };
  if (options.activities < options.lessons) throw new Error(`--activities (${options.activities}) must be at least --lessons (${options.lessons})\n${USAGE}`);
  return options;
}
