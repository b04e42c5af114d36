// Issue 4 item 8: the page screen's calls through the kernel, beside a raw node:http + pg baseline doing the same work.
import { createHash } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { Kernel, sessionMaxAgeSeconds, type KernelConfig } from '@lms/core';
import html from '@lms/plugin-html/server';
import { parseBenchOptions, type BenchOptions } from './benchOptions.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { createInstructor, createStudents, seedCourse } from './seedCourse.ts';
import { callPath, type CallName } from './calls.ts';
import { countQueries } from './queryCounts.ts';
import { BaselineWork, type QueryFn } from './baselineWork.ts';
import { startBaselineServer, type BaselineServer } from './baselineServer.ts';
import { verifyBaseline, type Sample } from './verifyBaseline.ts';
import { measureCall } from './measureCall.ts';
import { RunProfiler } from './runProfiler.ts';
import { applyHeapSettings } from '../../host/src/server/heapSettings.ts';
import { failuresOf, formatReport, type CallMeasurement } from './report.ts';

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

async function main(): Promise<boolean> {
  const options = parseBenchOptions(process.argv.slice(2));
  // The host's process settings (its server runs with them): without them, V8's allocation-site pretenuring,
  // trained by the seeding, sends the page view's young objects into old space and each scavenge copies and
  // promotes them (page view kernel scavenges 8.6 ms at p50 against 1.6 with the setting; the baseline shares the process).
  applyHeapSettings();
  const db = await openBenchDatabase(options);
  let kernel: Kernel | null = null;
  let pool: pg.Pool | null = null;
  let baseline: BaselineServer | null = null;
  try {
    const config = kernelConfig(options);
    kernel = await Kernel.create({ config, plugins: [{ manifest: html }], database: db.database, logger: pino({ level: 'silent' }), runJobs: false });
    const kernelUrl = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;

    const shapes = { small: '2 x 2', full: `${options.lessons} x ${options.pagesPerLesson}` };
    console.log(`Seeding on ${db.description}: ${options.students} students, a ${shapes.full} course and a ${shapes.small} one, 2 html components per page...`);
    const instructor = await createInstructor(kernel);
    const students = await createStudents(kernel, options.students);
    const small = await seedCourse(kernel, { title: 'Small course', lessons: 2, pagesPerLesson: 2, instructor, students });
    const full = await seedCourse(kernel, { title: 'Full course', lessons: options.lessons, pagesPerLesson: options.pagesPerLesson, instructor, students });

    const { counts, statements } = await countQueries(kernel.knex, kernelUrl, students[0]!.cookie, {
      small: small.pages.at(-1)!,
      full: full.pages[Math.floor(full.pages.length / 2)]!,
    });

    pool = new pg.Pool({ ...db.connection, max: options.poolMax });
    const activePool = pool;
    // Named statements on PostgreSQL, as the kernel's prepared queries are sent there
    // (core/src/database/PreparedQuery.ts): the baseline is not left paying the planning the kernel skips.
    const named = options.db !== 'pglite';
    const nameOf = (sql: string) => `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    const query: QueryFn = async (sql, params) => (await activePool.query(named ? { name: nameOf(sql), text: sql, values: params } : { text: sql, values: params })).rows;
    const pluginOfType = new Map([...kernel.registry.componentTypes].map(([type, registered]) => [type, registered.pluginId]));
    const ttlSeconds = { session: config.sessionTtlSeconds, remember: config.rememberTtlSeconds, maxAge: sessionMaxAgeSeconds(config) };
    const makeWork = (run: QueryFn) => new BaselineWork(run, statements, pluginOfType, ttlSeconds);
    const samples: Sample[] = [
      ...[0, 1, 2, 3].map((n): Sample => ({ call: 'page', address: full.pages[(n * 37) % full.pages.length]!, cookie: students[(n * 53) % students.length]!.cookie })),
      { call: 'page', address: small.pages[0]!, cookie: students.at(-1)!.cookie },
      { call: 'outline', address: full.pages[0]!, cookie: students.at(-1)!.cookie },
    ];
    await verifyBaseline(kernel.knex, kernelUrl, query, makeWork, samples);
    baseline = await startBaselineServer(makeWork(query));
    console.log("The baseline runs the kernel's queries with the same values and answers the same JSON.");

    const calls: CallName[] = options.outline ? ['page', 'outline'] : ['page'];
    const measurements: CallMeasurement[] = [];
    const profiler = options.profileDir ? new RunProfiler(options.profileDir) : undefined;
    for (const call of calls) {
      const paths = call === 'page' ? full.pages.map((address) => callPath('page', address)) : [callPath('outline', full.pages[0]!)];
      const spec = { paths, cookies: students.map((s) => s.cookie), connections: options.connections, warmup: options.warmup, duration: options.duration };
      console.log(`Loading ${call}: ${options.rounds} rounds of baseline and kernel (${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s each)...`);
      measurements.push(await measureCall(call, spec, { baseline: baseline.url, kernel: kernelUrl }, options.rounds, profiler));
    }

    const report = {
      description: db.description,
      setup: `${options.students} students; full course ${shapes.full} pages, 2 html components each; ${options.connections} connections, pools of ${options.poolMax}; ${options.rounds} rounds of ${options.duration} s`,
      shapes,
      counts,
      measurements,
    };
    console.log(formatReport(report));
    return failuresOf(report).length === 0;
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
