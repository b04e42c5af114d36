// Issue 17 "Performance": the gradebook of 2,000 students x 300 activities through the real
// kernel, beside one hand-written SQL query through pg computing the same totals, in one run.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { getGradebook, saveGrade } from '@lms/plugin-gradebook/calls';
import { baselineEdit, baselineTotals } from './baseline.ts';
import { startBenchKernel, type BenchKernel } from './benchKernel.ts';
import { parseBenchOptions, type BenchOptions } from './benchOptions.ts';
import { measureBrowser } from './browserGrid.ts';
import { planActivities } from './coursePlan.ts';
import { measureEdits } from './measureEdits.ts';
import { measureFirstPage } from './measureFirstPage.ts';
import { compareTotals, measureFull } from './measureFull.ts';
import { describeSeed, failuresOf, formatReport } from './report.ts';
import { seedGrades, type SeedCounts } from './seedGrades.ts';
import { seedStructure, type SeededStructure } from './seedStructure.ts';
import { verifyBaseline } from './verifyBaseline.ts';
import { median, percentile, timed } from './stats.ts';

/** Applied by --seed-only only: the bench's expectation of the ledger's migration (see the file's header). */
const EXPECTED_SCHEMA_SQL = readFileSync(new URL('./expectedSchema.sql', import.meta.url), 'utf8');

/** What the seed and the baseline need from the gradebook migration (branch ledger), by table and column. */
const REQUIRED_COLUMNS: readonly [string, string][] = [
  ['activities', 'lesson_id'],
  ['activities', 'show'],
  ['grade_overrides', 'excused'],
  ['grade_overrides', 'updated_by'],
  ['rollup_groups', 'weight'],
  ['rollup_groups', 'drop_lowest'],
  ['course_grade_overrides', 'percent'],
];

async function missingColumns(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name = any($1)`,
    [[...new Set(REQUIRED_COLUMNS.map(([table]) => table))]],
  );
  const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  return REQUIRED_COLUMNS.map(([table, column]) => `${table}.${column}`).filter((name) => !present.has(name));
}

/** Why the full bench cannot run on this build (the migration or the server not landed yet), or null. */
async function missingParts(bench: BenchKernel, client: pg.ClientBase): Promise<string | null> {
  const columns = await missingColumns(client);
  if (columns.length) return `the gradebook migration has not run (missing ${columns.join(', ')}): it comes with branch ledger`;
  const routes = bench.kernel.routeTable();
  const missing = [getGradebook, saveGrade].filter((c) => !routes.some((route) => route.method === c.method && route.path === `/server/${c.path}`));
  if (missing.length) return `the gradebook server does not answer ${missing.map((c) => `${c.method} ${c.path}`).join(' and ')}: it comes with branch server`;
  return null;
}

async function seed(bench: BenchKernel, client: pg.ClientBase, options: BenchOptions): Promise<{ structure: SeededStructure; counts: SeedCounts; seconds: number }> {
  const plan = planActivities(options.activities, options.lessons, new Date());
  const { ms, value } = await timed(async () => {
    const structure = await seedStructure(bench.kernel, bench.url, plan, options.lessons);
    const counts = await seedGrades(client, { courseId: structure.courseId, instructorId: structure.instructorId, tag: structure.tag, students: options.students, plan, componentIds: structure.componentIds });
    return { structure, counts };
  });
  console.log(`Seeded: ${describeSeed(value.counts, ms / 1000)}`);
  const rows = await baselineTotals(client, value.structure.courseId);
  const differences = await verifyBaseline(client, value.structure.courseId, rows);
  if (differences.length) throw new Error(`The baseline query disagrees with its plain recomputation for ${differences.length} students, e.g. ${differences.slice(0, 3).join('; ')}`);
  console.log(`The baseline query's totals match a plain recomputation from the rows for all ${rows.length} students.`);
  return { ...value, seconds: ms / 1000 };
}

/** --seed-only: the seed on the expected schema and the baseline's own figures; the kernel's calls are not measured. */
async function seedOnly(bench: BenchKernel, client: pg.ClientBase, options: BenchOptions): Promise<boolean> {
  await client.query(EXPECTED_SCHEMA_SQL);
  const { structure } = await seed(bench, client, options);
  const rows = await baselineTotals(client, structure.courseId);
  const full: number[] = [];
  for (let n = 0; n < options.fullReads; n++) full.push((await timed(() => baselineTotals(client, structure.courseId))).ms);
  const withPercent = rows.filter((row) => row.percent !== null).length;
  const activities = (await client.query<{ id: string; max_score: string }>('select id, max_score from activities where course_id = $1 and graded order by id', [structure.courseId])).rows;
  const edits: number[] = [];
  for (let n = 0; n < options.edits; n++) {
    const student = rows[(n * 37) % rows.length]!;
    const activity = activities[(n * 11) % activities.length]!;
    const grade = Math.round(Number(activity.max_score) * (n % 2 ? 0.85 : 0.55) * 100) / 100;
    edits.push((await timed(() => baselineEdit(client, { courseId: structure.courseId, activityId: activity.id, userId: student.id, grade, by: structure.instructorId }))).ms);
  }
  console.log(
    [
      '',
      'Baseline only (--seed-only: the schema of expectedSchema.sql; the kernel\'s gradebook calls are not measured)',
      `  every student's totals, one query: median ${median(full).toFixed(1)} ms over ${full.length} runs (min ${Math.min(...full).toFixed(1)}, max ${Math.max(...full).toFixed(1)}); ${rows.length} rows, ${withPercent} with a percent`,
      `  one grade written + that student's totals, one transaction: p50 ${median(edits).toFixed(1)} ms, p95 ${percentile(edits, 0.95).toFixed(1)} ms over ${edits.length}`,
      `  so the targets would be: full gradebook <= ${(3 * median(full)).toFixed(0)} ms (3x); first 50 rows <= 100 ms; grade edit p95 <= 15 ms`,
    ].join('\n'),
  );
  return true;
}

async function fullRun(bench: BenchKernel, client: pg.ClientBase, options: BenchOptions): Promise<boolean> {
  const missing = await missingParts(bench, client);
  if (missing) throw new Error(`Cannot measure the gradebook on this build: ${missing}. Run with --seed-only to seed on the bench's expected schema and time the baseline.`);
  const { structure, counts, seconds } = await seed(bench, client, options);
  const { courseId, instructor } = structure;
  console.log(`Measuring the full gradebook (${options.fullReads} reads each)...`);
  const full = await measureFull(instructor, client, courseId, options.fullReads);
  console.log(`Measuring the first 50 rows (${options.pageReads} reads)...`);
  const firstPageMs = await measureFirstPage(instructor, courseId, options.pageReads);
  console.log(`Measuring grade edits (${options.edits} each)...`);
  const edits = await measureEdits(instructor, client, full.answer, structure.instructorId, options.edits);
  console.log('Opening the instructor screen in Chromium...');
  const browser = await measureBrowser(instructor, courseId, bench.webMissing);
  const report = { description: `PostgreSQL (${new URL(options.databaseUrl).host})`, seed: counts, seedSeconds: seconds, full, agreement: compareTotals(full.answer, full.baselineRows), firstPageMs, edits, browser };
  console.log(formatReport(report));
  return failuresOf(report).length === 0;
}

async function main(): Promise<boolean> {
  const options = parseBenchOptions(process.argv.slice(2));
  console.log(`Starting the kernel with the host's plugins on a throwaway database of ${new URL(options.databaseUrl).host}...`);
  const bench = await startBenchKernel(options.databaseUrl, options.browser && !options.seedOnly);
  const client = new pg.Client({ connectionString: bench.databaseUrl });
  try {
    await client.connect();
    return await (options.seedOnly ? seedOnly : fullRun)(bench, client, options);
  } finally {
    await client.end();
    await bench.dispose();
  }
}

main().then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 2;
  },
);
