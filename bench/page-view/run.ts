// Issue 4 item 8: the page screen's calls through the kernel, beside a raw node:http + pg baseline doing the same work.
import pg from 'pg';
import pino from 'pino';
import { Kernel, type KernelConfig } from '@lms/core';
import html from '@lms/plugin-html/server';
import { parseBenchOptions, type BenchOptions } from './benchOptions.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { createInstructor, createStudents, seedCourse } from './seedCourse.ts';
import { callPath, type CallName } from './calls.ts';
import { captureKernelCall } from './kernelCapture.ts';
import { BASELINE_STEPS, statementsOf, type BaselineStatements } from './baselineStatements.ts';
import { BaselineWork, type QueryFn } from './baselineWork.ts';
import { startBaselineServer, type BaselineServer } from './baselineServer.ts';
import { verifyBaseline, type Sample } from './verifyBaseline.ts';
import { runLoad } from './runLoad.ts';
import { formatMeasurement, formatQueryCounts, verdictOf, type CallMeasurement, type QueryCount, type Round, type Summary } from './report.ts';

const SMALL = { lessons: 2, pagesPerLesson: 2 };
/** Requests the load generator abandoned at its end still run on the server; they finish well within this. */
const SETTLE_MS = 1000;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function kernelConfig(options: BenchOptions): KernelConfig {
  return {
    database: options.db === 'pglite' ? { kind: 'embedded', dataDir: null } : { kind: 'postgres', url: options.databaseUrl },
    // Request logs would go to this run's output; their cost belongs to the deployment, not to the page path.
    logLevel: 'silent',
    allowedOrigins: [],
    trustProxy: false,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 2000,
  };
}

function cleanRun(server: string, call: CallName, result: Summary): string | null {
  if (result.non2xx === 0 && result.errors === 0) return null;
  return `${server} ${call}: ${result.non2xx} answers were not 2xx and ${result.errors} requests failed`;
}

async function main(): Promise<boolean> {
  const options = parseBenchOptions(process.argv.slice(2));
  const calls: CallName[] = options.outline ? ['page', 'outline'] : ['page'];
  const db = await openBenchDatabase(options);
  let kernel: Kernel | null = null;
  let pool: pg.Pool | null = null;
  let baseline: BaselineServer | null = null;
  try {
    const config = kernelConfig(options);
    kernel = await Kernel.create({ config, plugins: [{ manifest: html }], database: db.database, logger: pino({ level: 'silent' }), runJobs: false });
    const kernelUrl = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;

    const fullShape = `${options.lessons} x ${options.pagesPerLesson}`;
    console.log(`Seeding on ${db.description}: ${options.students} students, a ${fullShape} course and a 2 x 2 one, 2 html components per page...`);
    const instructor = await createInstructor(kernel);
    const students = await createStudents(kernel, options.students);
    const small = await seedCourse(kernel, { title: 'Small course', ...SMALL, instructor, students });
    const full = await seedCourse(kernel, { title: 'Full course', lessons: options.lessons, pagesPerLesson: options.pagesPerLesson, instructor, students });
    const probe = students[0]!.cookie;
    const middle = full.pages[Math.floor(full.pages.length / 2)]!;

    const counts: QueryCount[] = [];
    const fullQueries = {} as Record<CallName, Awaited<ReturnType<typeof captureKernelCall>>['queries']>;
    for (const call of ['page', 'outline'] as CallName[]) {
      const smallCapture = await captureKernelCall(kernel.knex, kernelUrl, call, small.pages[1]!, probe);
      const fullCapture = await captureKernelCall(kernel.knex, kernelUrl, call, middle, probe);
      counts.push({ call, small: smallCapture.queries.length, full: fullCapture.queries.length });
      fullQueries[call] = fullCapture.queries;
    }
    const statements: BaselineStatements = {
      page: statementsOf('page', BASELINE_STEPS.page, fullQueries.page),
      outline: statementsOf('outline', BASELINE_STEPS.outline, fullQueries.outline),
    };

    pool = new pg.Pool({ ...db.connection, max: options.poolMax });
    const activePool = pool;
    const query: QueryFn = async (sql, params) => (await activePool.query(sql, params)).rows;
    const pluginOfType = new Map([...kernel.registry.componentTypes].map(([type, registered]) => [type, registered.pluginId]));
    const makeWork = (run: QueryFn) =>
      new BaselineWork(run, statements, pluginOfType, { session: config.sessionTtlSeconds, remember: config.rememberTtlSeconds });
    const samples: Sample[] = [
      ...[0, 1, 2, 3].map((n): Sample => ({ call: 'page', address: full.pages[(n * 37) % full.pages.length]!, cookie: students[(n * 53) % students.length]!.cookie })),
      { call: 'page', address: small.pages[3]!, cookie: students.at(-1)!.cookie },
      { call: 'outline', address: full.pages[0]!, cookie: students[1 % students.length]!.cookie },
    ];
    await verifyBaseline(kernel.knex, kernelUrl, query, makeWork, samples);
    baseline = await startBaselineServer(makeWork(query));
    console.log('The baseline runs the kernel\'s queries with the same values and answers the same JSON.');

    const cookies = students.map((student) => student.cookie);
    const servers = { baseline: baseline.url, kernel: kernelUrl };
    const measurements: CallMeasurement[] = [];
    for (const call of calls) {
      const paths = call === 'page' ? full.pages.map((address) => callPath('page', address)) : [callPath('outline', full.pages[0]!)];
      const spec = { paths, cookies, connections: options.connections, warmup: options.warmup, duration: options.duration };
      console.log(`Loading ${call}: ${options.rounds} rounds of baseline and kernel (${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s each)...`);
      const rounds: Round[] = [];
      for (let round = 0; round < options.rounds; round++) {
        // Taking turns at going first, so a change in the machine's other load falls on both alike.
        const order: (keyof typeof servers)[] = round % 2 === 0 ? ['baseline', 'kernel'] : ['kernel', 'baseline'];
        const results = {} as Round;
        for (const server of order) {
          results[server] = await runLoad({ ...spec, url: servers[server] });
          await settle();
        }
        rounds.push(results);
      }
      measurements.push({ call, rounds });
    }

    const failures = [
      ...counts.filter((count) => count.small !== count.full).map((count) => `${count.call}: the query count grows with the course`),
      ...measurements.flatMap((m) => {
        const verdict = verdictOf(m);
        return [cleanRun('baseline', m.call, verdict.baseline), cleanRun('kernel', m.call, verdict.kernel)].filter((f): f is string => f !== null);
      }),
    ];
    const pageVerdict = verdictOf(measurements.find((m) => m.call === 'page')!);
    if (!pageVerdict.throughputPass) failures.push('page: kernel throughput below target');
    if (!pageVerdict.p99Pass) failures.push('page: kernel p99 above target');

    console.log('');
    console.log(`Page view benchmark on ${db.description}`);
    console.log(`  ${options.students} students; full course ${fullShape} pages, 2 html components each; ${options.connections} connections, pools of ${options.poolMax}; ${options.rounds} rounds of ${options.duration} s`);
    console.log('');
    for (const line of formatQueryCounts(counts, '2 x 2', fullShape)) console.log(line);
    console.log('');
    for (const measurement of measurements) for (const line of formatMeasurement(measurement)) console.log(line);
    console.log('');
    // The outline's figures are shown for information; the targets are the page call's.
    if (failures.length) console.log(`Result: FAIL\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    else console.log('Result: PASS');
    return failures.length === 0;
  } finally {
    await baseline?.close();
    await pool?.end();
    if (kernel) await kernel.stop();
    else await db.database.close();
    await db.dispose();
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
