// Issue 21 "Performance (bench/dashboard)": a 2,000-student course with a 15-week term of
// tracked activity (about 3 million events), the ingest rate the server sustains through
// POST audit_trail beside bare-SQL inserts, the roll-up rate, and the tracking reads.
// Quick run: STUDENTS=200 npm run bench:dashboard (or --students 200).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchKernel } from '../support/productKernel.ts';
import { FULL_TERM, seedDashboardTerm } from './seedTerm.ts';
import { measureHttpIngest, measureRecordRate, measureRollUp, measureSqlBaseline } from './measureIngest.ts';
import { measureReads } from './readFigures.ts';

const TARGET_INGEST = 2000;

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    students: { type: 'string', default: process.env.STUDENTS ?? String(FULL_TERM.students) },
    weeks: { type: 'string', default: String(FULL_TERM.weeks) },
    clients: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '20' },
  },
});
const adminUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const plan = { ...FULL_TERM, students: Number(values.students), weeks: Number(values.weeks) };
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const n = (value: number) => Math.round(value).toLocaleString('en');

let bench: Awaited<ReturnType<typeof startBenchKernel>>;
try {
  bench = await startBenchKernel(adminUrl, 'lms_bench_dashboard');
} catch (error) {
  console.error(`Could not start the bench: ${(error as Error).message}`);
  process.exit(2);
}
try {
  console.log(`Seeding ${plan.students} students, ${plan.weeks} weeks of tracked activity...`);
  const term = await seedDashboardTerm(bench.kernel, plan);
  console.log(`Seeded ${n(term.events)} events in ${term.seedSeconds.toFixed(1)} s (set-based SQL).`);
  const rollUp = await measureRollUp(bench.kernel);
  const ingest = await measureHttpIngest(bench.kernel, bench.url, term, clients, seconds);
  const baseline = await measureSqlBaseline(bench.databaseUrl!, term, clients, seconds);
  const recorded = await measureRecordRate(bench.kernel, term, 100_000);
  const reads = await measureReads(bench.kernel, bench.databaseUrl, term, Number(values.runs));
  console.log(`\nTracking, ${plan.students} students, ${plan.weeks} weeks, ${bench.databaseLabel}`);
  console.log(`Load average: ${loadavg().map((v) => v.toFixed(1)).join(', ')} (a busy machine lowers every rate)`);
  console.log(`roll-up of the term                          ${n(rollUp.perSecond).padStart(9)} events/s  (${n(rollUp.events)} in ${rollUp.seconds.toFixed(1)} s)`);
  console.log(
    `ingest through POST audit_trail (${clients} clients)  ${n(ingest.perSecond).padStart(9)} events/s  (${n(ingest.accepted)} ok, ${ingest.failed} failed; ${n(ingest.written)} rows written)   target >= ${TARGET_INGEST}: ${ingest.perSecond >= TARGET_INGEST ? 'met' : 'MISSED'}`,
  );
  console.log(`record() in process, buffered until written   ${n(recorded.perSecond).padStart(9)} events/s  (100,000 in ${recorded.seconds.toFixed(1)} s: tracking's own ceiling)`);
  console.log(`bare SQL, one INSERT per event (${clients} conns)   ${n(baseline.singleRowPerSecond).padStart(9)} events/s`);
  console.log(`bare SQL, 1,000-row INSERTs (1 conn)          ${n(baseline.multiRowPerSecond).padStart(9)} events/s`);
  for (const read of reads) console.log(`${read.label.padEnd(78)} p50 ${read.p50.toFixed(1).padStart(7)} ms  p95 ${read.p95.toFixed(1).padStart(7)} ms`);
  const lost = ingest.written !== ingest.accepted;
  if (lost) console.log(`LOST EVENTS: ${ingest.accepted} accepted, ${ingest.written} written`);
  const failed = lost || ingest.perSecond < TARGET_INGEST;
  console.log(failed ? 'FAIL' : 'PASS');
  process.exitCode = failed ? 1 : 0;
} finally {
  await bench.dispose();
}
