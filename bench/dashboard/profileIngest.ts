// Queries and CPU per POST audit_trail and GET refresh (issue 21 ingest profile):
// counts the knex 'query' events and the process CPU time over `runs` sequential calls.
// tsx bench/dashboard/profileIngest.ts [--runs 300]; with node --cpu-prof for a profile.
import { parseArgs } from 'node:util';
import { startBenchKernel } from '../support/productKernel.ts';
import { browserSession, seedDashboardTerm } from './seedTerm.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '300' } } });
const adminUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = Number(values.runs);
const bench = await startBenchKernel(adminUrl, 'lms_bench_dashprof');
try {
  const term = await seedDashboardTerm(bench.kernel, bench.url, bench.databaseUrl!, { students: 20, weeks: 1, lessons: 15, pagesPerLesson: 4, dailyChance: 0.5, activities: 15 });
  const session = await browserSession(bench.kernel, term.studentIds[0]!);
  const headers = { 'x-api-version': '6.0', 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf };
  const calls = {
    'POST audit_trail (page_visit)': (i: number) => {
      const place = term.places[i % term.places.length]!;
      return fetch(`${bench.url}/server/audit_trail`, { method: 'POST', headers, body: JSON.stringify({ type: 'page_visit', course: term.courseId, lesson: place.lessonId, page: place.pageId }) });
    },
    'GET refresh (keep-alive in a course)': (i: number) => {
      const place = term.places[i % term.places.length]!;
      return fetch(`${bench.url}/server/refresh?course=${term.courseId}&lesson=${place.lessonId}&page=${place.pageId}`, { headers });
    },
  };
  let queries = 0;
  const sqls = new Map<string, number>();
  bench.kernel.knex.on('query', (q: { sql: string }) => {
    queries++;
    const key = q.sql.slice(0, 90);
    sqls.set(key, (sqls.get(key) ?? 0) + 1);
  });
  for (const [label, call] of Object.entries(calls)) {
    for (let i = 0; i < 20; i++) await (await call(i)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 400));
    queries = 0;
    sqls.clear();
    const cpu = process.cpuUsage();
    const started = performance.now();
    let failed = 0;
    for (let i = 0; i < runs; i++) {
      const answer = await call(i);
      await answer.arrayBuffer();
      if (!answer.ok) failed++;
    }
    const wall = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const used = process.cpuUsage(cpu);
    console.log(`${label}: ${(queries / runs).toFixed(2)} queries/request (flushes included), CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/request (client and server in one process), wall ${(wall / runs).toFixed(2)} ms/request, ${failed} failed`);
    for (const [sql, count] of [...sqls].sort((a, b) => b[1] - a[1])) console.log(`   ${(count / runs).toFixed(2)}  ${sql.replace(/\s+/g, ' ')}`);
  }
} finally {
  await bench.dispose();
}
