// Where the time of POST audit_trail (and GET refresh) goes, on a small course (issue 21 ingest):
// the clients run in a process of their own (ingestClients.ts); this process is the server and
// counts, over the measured window, its own CPU per call (process.cpuUsage: the server's work
// alone, flushes included), the knex 'query' events per call, and the rate.
//   npx tsx bench/dashboard/profileIngest.ts [--clients 16] [--seconds 5] [--cpu-profile file.cpuprofile]
// --cpu-profile writes a V8 CPU profile of the server over the audit_trail window only (not seeding).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { contentRefs, coreServices } from '@lms/core';
import { startBenchKernel } from '../support/productKernel.ts';
import { databaseCpu, databaseCpuSince } from './databaseCpu.ts';
import { runIngestClients } from './ingestClients.ts';
import { browserSession, seedDashboardTerm } from './seedTerm.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    'cpu-profile': { type: 'string' },
  },
});
const adminUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const bench = await startBenchKernel(adminUrl, 'lms_bench_dashprof');
try {
  const term = await seedDashboardTerm(bench.kernel, bench.url, bench.databaseUrl!, { students: 20, weeks: 1, lessons: 15, pagesPerLesson: 4, dailyChance: 0.5, activities: 15 });
  const sessions = [];
  for (let c = 0; c < Number(values.clients); c++) sessions.push(await browserSession(bench.kernel, term.studentIds[c % term.studentIds.length]!));
  let queries = 0;
  const sqls = new Map<string, number>();
  bench.kernel.knex.on('query', (q: { sql: string }) => {
    queries++;
    const key = q.sql.slice(0, 90).replace(/\s+/g, ' ');
    sqls.set(key, (sqls.get(key) ?? 0) + 1);
  });
  const tracking = bench.kernel.resolve(coreServices.tracking) as unknown as { flush(): Promise<void> };
  const trail = bench.kernel.resolve(contentRefs.trail);
  for (const call of ['audit_trail', 'refresh'] as const) {
    const profiler = call === 'audit_trail' && values['cpu-profile'] ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
    }
    let cpu = process.cpuUsage();
    let dbCpu = new Map<number, number>();
    const result = await runIngestClients(
      { url: bench.url, courseId: term.courseId, places: term.places, sessions, call, seconds: Number(values.seconds), warmUpSeconds: 1 },
      () => {
        queries = 0;
        sqls.clear();
        cpu = process.cpuUsage();
        void databaseCpu(bench.kernel.knex).then((used) => (dbCpu = used));
        void profiler?.post('Profiler.start');
      },
    );
    // The visits and events of the window are written by the buffers: their flushes count too.
    await Promise.all([trail.flushVisits(), tracking.flush()]);
    const used = process.cpuUsage(cpu);
    const dbMicros = databaseCpuSince(dbCpu, await databaseCpu(bench.kernel.knex));
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(values['cpu-profile']!, JSON.stringify(profile));
      profiler.disconnect();
    }
    const calls = result.accepted + result.failed;
    const label = call === 'audit_trail' ? 'POST audit_trail (page_visit)' : 'GET refresh (keep-alive in a course)';
    console.log(
      `${label}, ${sessions.length} clients: ${(result.accepted / result.seconds).toFixed(0)} calls/s, server CPU ${((used.user + used.system) / calls).toFixed(0)} µs/call (system ${(used.system / calls).toFixed(0)}), ` +
        `database CPU ${(dbMicros / calls).toFixed(0)} µs/call, clients' CPU ${(result.cpuMicros / calls).toFixed(0)} µs/call, ${(queries / calls).toFixed(2)} queries/call (flushes included), ${result.failed} failed; load ${loadavg()[0]!.toFixed(2)}`,
    );
    for (const [sql, count] of [...sqls].sort((a, b) => b[1] - a[1])) console.log(`   ${(count / calls).toFixed(3)}  ${sql}`);
  }
} finally {
  await bench.dispose();
}
