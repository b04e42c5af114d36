// Issue 20 "Performance (bench/search)": in-course search over a course of 5,000 pages and
// 10,000 components, a student's search through the kernel beside the same SQL by hand
// through pg, and the index update of a component save. Figures next to their targets.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { logIn } from '../gradebook/httpSession.ts';
import { startBenchKernel } from '../support/productKernel.ts';
import { measureBaseline, measureHttpSearch, measureIndexUpdate, type Timings } from './measure.ts';
import { seedCourse } from './seedCourse.ts';

const TARGETS = { searchP95: 50, indexP95: 20 };

/** Common words, two words, a word being typed, a typo (the trigram fallback), a word in no text. */
const QUERIES = ['mitochondria', 'enzyme', 'protein synthesis', 'photosynth', 'chlorophyl', 'mitochondira', 'cell membrane transport', 'zeppelin'];

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    lessons: { type: 'string', default: '100' },
    pages: { type: 'string', default: '5000' },
    components: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '25' },
    saves: { type: 'string', default: '200' },
  },
});
const adminUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const plan = { lessons: Number(values.lessons), pages: Number(values.pages), components: Number(values.components) };
const runs = Number(values.runs);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, t: Timings, target?: number) =>
  `${label.padEnd(44)} p50 ${ms(t.p50).padStart(9)}  p95 ${ms(t.p95).padStart(9)}  max ${ms(t.max).padStart(9)}${target === undefined ? '' : `   target p95 <= ${target} ms: ${t.p95 <= target ? 'met' : 'MISSED'}`}`;

let bench: Awaited<ReturnType<typeof startBenchKernel>>;
try {
  bench = await startBenchKernel(adminUrl, 'lms_bench_search');
} catch (error) {
  console.error(`Could not start the bench: ${(error as Error).message}`);
  process.exit(2);
}
try {
  console.log(`Seeding ${plan.lessons} lessons, ${plan.pages} pages, ${plan.components} components...`);
  const seeded = await seedCourse(bench.kernel, plan);
  console.log(`Indexed the components in ${seeded.indexSeconds.toFixed(1)} s (start-up catch-up).`);
  const student = await logIn(bench.url, seeded.studentEmail, seeded.password);
  // A warm-up round, as a server that has answered before.
  await measureHttpSearch(student, seeded.courseId, QUERIES, 1);
  const http = await measureHttpSearch(student, seeded.courseId, QUERIES, runs);
  const baseline = await measureBaseline(bench.databaseUrl!, seeded.courseId, QUERIES, runs);
  const index = await measureIndexUpdate(bench.kernel, seeded.courseId, Number(values.saves));
  console.log(`\nIn-course search, ${plan.pages} pages / ${plan.components} components, ${runs} rounds of ${QUERIES.length} queries, PostgreSQL`);
  console.log(`Load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(', ')} (a busy machine inflates every figure)`);
  console.log(`Hits per query (student): ${[...http.hits].map(([q, n]) => `${q}: ${n}`).join(', ')}`);
  console.log(line('student search over HTTP (kernel)', http.timings, TARGETS.searchP95));
  console.log(line('same statements by hand through pg', baseline));
  console.log(line('index update of a component save', index, TARGETS.indexP95));
  const missed = http.timings.p95 > TARGETS.searchP95 || index.p95 > TARGETS.indexP95;
  console.log(missed ? 'FAIL' : 'PASS');
  process.exitCode = missed ? 1 : 0;
} finally {
  await bench.dispose();
}
