// Issue 17: what one grade edit costs the kernel, counted rather than timed (the machine may be
// loaded by others): the queries per edit (knex 'query' events), the process's CPU per edit
// (process.cpuUsage: on PGlite that includes the database, which runs in this process), and a
// CPU profile of the loop of edits (node:inspector, written as a .cpuprofile for DevTools),
// through the real route PUT gradebook/{courseId}/{studentId} on PGlite or PostgreSQL.
//
//   npx tsx bench/gradebook/profileEdits.ts --db pglite|postgres [--students 2000] [--activities 300]
//     [--lessons 20] [--edits 200] [--profile /tmp/edits.cpuprofile] [--top 25]
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Knex } from 'knex';
import type { GradebookAnswer, StudentRow } from '@lms/plugin-gradebook/calls';
import { namedStatementRows } from '../../core/src/database/namedStatement.ts';
import { startBenchKernel, startEmbeddedBenchKernel, type BenchKernel } from './benchKernel.ts';
import { DEFAULT_DATABASE_URL } from './benchOptions.ts';
import { planActivities } from './coursePlan.ts';
import { call } from './httpSession.ts';
import { planEdits } from './measureEdits.ts';
import { seedGrades } from './seedGrades.ts';
import { seedStructure } from './seedStructure.ts';
import { median, percentile } from './stats.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function (ms), the heaviest first; and the time spent outside JS (idle, program, GC). */
/** A read as the kernel sent it: `$n` parameters; `name` when it went as a named statement. */
interface Sample {
  sql: string;
  bindings: unknown[];
  name?: string;
}

/** The read with knex's `?` placeholders, one binding per placeholder (a `$n` may be used more than once). */
function positional(sample: Sample): { sql: string; bindings: Knex.RawBinding[] } {
  const bindings: Knex.RawBinding[] = [];
  const sql = sample.sql.replace(/\$(\d+)/g, (_, n: string) => {
    bindings.push(sample.bindings[Number(n) - 1] as Knex.RawBinding);
    return '?';
  });
  return { sql, bindings };
}

/** Runs the read again as the kernel ran it (named where it was). */
const replay = (db: Knex, sample: Sample): Promise<unknown> =>
  sample.name ? namedStatementRows(db, sample.name, sample.sql, sample.bindings) : db.raw(positional(sample).sql, positional(sample).bindings);

/** A named read's wall times, 20 blocks of 10 runs named then 10 sent unnamed (as knex's `raw` would), taking turns. */
async function replayTurns(db: Knex, sample: Sample): Promise<{ named: number[]; unnamed: number[] }> {
  const named: number[] = [];
  const unnamed: number[] = [];
  const unnamedSample = { sql: sample.sql, bindings: sample.bindings };
  for (let block = 0; block < 20; block++) {
    for (const [runs, read] of [[named, sample], [unnamed, unnamedSample]] as const) {
      for (let n = 0; n < 10; n++) {
        const start = performance.now();
        await replay(db, read);
        runs.push(performance.now() - start);
      }
    }
  }
  return { named, unnamed };
}

const namedAgainstUnnamed = ({ named, unnamed }: { named: number[]; unnamed: number[] }) =>
  `wall p50 ${median(named).toFixed(2)} / ${median(unnamed).toFixed(2)} ms, p95 ${percentile(named, 0.95).toFixed(2)} / ${percentile(unnamed, 0.95).toFixed(2)} ms (200 runs each)`;

function selfTimes(profile: CpuProfile): { name: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const ms = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules\/)/, '$1').replace(/^.*\/r19\//, '');
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    ms.set(name, (ms.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...ms].map(([name, total]) => ({ name, ms: total })).sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'pglite' },
      students: { type: 'string', default: '2000' },
      activities: { type: 'string', default: '300' },
      lessons: { type: 'string', default: '20' },
      edits: { type: 'string', default: '200' },
      profile: { type: 'string' },
      top: { type: 'string', default: '25' },
    },
  });
  const [students, activities, lessons, count, top] = [values.students, values.activities, values.lessons, values.edits, values.top].map(Number) as [number, number, number, number, number];
  const onPostgres = values.db === 'postgres';
  const bench: BenchKernel & { pgConnection?: object } = onPostgres ? await startBenchKernel(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, false) : await startEmbeddedBenchKernel();
  const client = new pg.Client(onPostgres ? { connectionString: bench.databaseUrl } : bench.pgConnection);
  try {
    await client.connect();
    const plan = planActivities(activities, lessons, new Date());
    const structure = await seedStructure(bench.kernel, bench.url, plan, lessons);
    await seedGrades(client, { courseId: structure.courseId, instructorId: structure.instructorId, tag: structure.tag, students, plan, componentIds: structure.componentIds });
    await client.end();
    const { courseId, instructor } = structure;
    const answer = JSON.parse(await call(instructor, 'GET', `gradebook/${courseId}/?limit=5000`)) as GradebookAnswer;
    // Warm-up edits (JIT, prepared plans), then the measured ones on other cells.
    const edits = planEdits(answer, count + 20);
    const edit = async (n: number) => {
      const mine = edits[n]!;
      const row = (JSON.parse(await call(instructor, 'PUT', `gradebook/${courseId}/${mine.studentId}`, { grade: mine.grade, component_id: mine.componentId })) as { student: StudentRow }).student;
      if (row.scores[mine.column] !== mine.grade) throw new Error(`The edit's answer holds ${row.scores[mine.column]}, not ${mine.grade}`);
    };
    for (let n = 0; n < 20; n++) await edit(count + n);

    const queries: string[] = [];
    // From a query's start to its answer, by kind: on PGlite (one session, in this process) close to its cost there.
    const started = new Map<string, { sql: string; at: number }>();
    const spent = new Map<string, number>();
    const key = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);
    const samples = new Map<string, Sample>();
    const listener = (query: { sql: string; bindings?: unknown[]; name?: string; __knexQueryUid: string }) => {
      queries.push(query.sql);
      if (/^\s*(select|with)/i.test(query.sql)) samples.set(key(query.sql), { sql: query.sql, bindings: query.bindings ?? [], name: query.name });
      started.set(query.__knexQueryUid, { sql: key(query.sql), at: performance.now() });
    };
    const answered = (_response: unknown, query: { __knexQueryUid: string }) => {
      const start = started.get(query.__knexQueryUid);
      if (start) spent.set(start.sql, (spent.get(start.sql) ?? 0) + performance.now() - start.at);
    };
    bench.kernel.knex.on('query', listener);
    bench.kernel.knex.on('query-response', answered);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const cpuBefore = process.cpuUsage();
    const wallMs: number[] = [];
    for (let n = 0; n < count; n++) {
      const start = performance.now();
      await edit(n);
      wallMs.push(performance.now() - start);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    bench.kernel.knex.off('query', listener);
    bench.kernel.knex.off('query-response', answered);

    if (values.profile) writeFileSync(values.profile, JSON.stringify(profile));
    const kinds = new Map<string, number>();
    for (const sql of queries) kinds.set(key(sql), (kinds.get(key(sql)) ?? 0) + 1);
    const times = selfTimes(profile);
    const sampled = times.reduce((sum, t) => sum + t.ms, 0);
    const idle = times.filter((t) => t.name.startsWith('(idle)')).reduce((sum, t) => sum + t.ms, 0);
    console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite (in this process)'}: ${students} students x ${activities} activities, ${count} edits through PUT gradebook/{courseId}/{studentId}`);
    console.log(`  queries per edit: ${(queries.length / count).toFixed(2)} (${queries.length} in all)`);
    console.log('    per edit, ms from sent to answered (load-dependent), statement');
    for (const [sql, n] of [...kinds].sort((a, b) => (spent.get(b[0]) ?? 0) - (spent.get(a[0]) ?? 0))) {
      console.log(`    ${(n / count).toFixed(2)}  ${((spent.get(sql) ?? 0) / count).toFixed(2).padStart(6)}  ${sql}`);
    }
    // Each read of an edit alone, one after another (the reads of an edit overlap, so their own times above include waiting).
    console.log('  each read alone, run 50 times one after another: process CPU per run (on PGlite the database is in it), statement');
    for (const [name, sample] of samples) {
      const before = process.cpuUsage();
      for (let n = 0; n < 50; n++) await replay(bench.kernel.knex, sample);
      const used = process.cpuUsage(before);
      console.log(`    ${((used.user + used.system) / 1000 / 50).toFixed(2).padStart(6)}  ${name}`);
      if (sample.name) console.log(`          named (${sample.name}) against unnamed, ${namedAgainstUnnamed(await replayTurns(bench.kernel.knex, sample))}`);
      if (process.env.EXPLAIN) {
        const plan = (await bench.kernel.knex.raw(`explain (analyze, buffers) ${positional(sample).sql}`, positional(sample).bindings)) as { rows: { 'QUERY PLAN': string }[] };
        for (const line of plan.rows) console.log(`          ${line['QUERY PLAN']}`);
      }
    }
    console.log(`  process CPU per edit: ${((cpu.user + cpu.system) / 1000 / count).toFixed(2)} ms (user ${(cpu.user / 1000 / count).toFixed(2)}, system ${(cpu.system / 1000 / count).toFixed(2)})`);
    console.log(`  profiled JS+GC (not idle) per edit: ${((sampled - idle) / count).toFixed(2)} ms`);
    console.log(`  wall per edit (load-dependent): p50 ${median(wallMs).toFixed(1)} ms, p95 ${percentile(wallMs, 0.95).toFixed(1)} ms`);
    console.log(`  self time per edit, top ${top}:`);
    for (const t of times.filter((t) => !t.name.startsWith('(idle)')).slice(0, top)) console.log(`    ${(t.ms / count).toFixed(3)} ms  ${t.name}`);
  } finally {
    await client.end().catch(() => undefined);
    await bench.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
