// Issue 19 "Performance (bench/speed-grading)": a project component with 3,000
// submitted projects of 5 artifacts each; opening the speed grader, the next
// student's submission, and save-and-move-on through the kernel over HTTP,
// each beside the same work by hand-written SQL.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchKernel } from '../support/productKernel.ts';
import { measureBaseline, measureNext, measureOpen, measureSaveAndNext, queueStudents, type Timings } from './measure.ts';
import { seedSubmissions } from './seedSubmissions.ts';

const TARGETS = { openP95: 1000, nextP95: 150, saveP95: 200 };

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    students: { type: 'string', default: '3000' },
    artifacts: { type: 'string', default: '5' },
    opens: { type: 'string', default: '30' },
    reads: { type: 'string', default: '300' },
    saves: { type: 'string', default: '200' },
  },
});
const adminUrl = values['database-url'] ?? (process.env.DATABASE_URL?.trim() || null);
const plan = { students: Number(values.students), artifacts: Number(values.artifacts) };
const [opens, reads, saves] = [Number(values.opens), Number(values.reads), Number(values.saves)];
if ([plan.students, plan.artifacts, opens, reads, saves].some((n) => !Number.isInteger(n) || n <= 0) || reads + saves * 2 + 2 > plan.students) {
  console.error('--students, --artifacts, --opens, --reads, --saves are positive whole numbers, with reads + 2 x saves + 2 <= students');
  process.exit(2);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, t: Timings, target?: number) =>
  `${label.padEnd(46)} p50 ${ms(t.p50).padStart(9)}  p95 ${ms(t.p95).padStart(9)}  max ${ms(t.max).padStart(9)}  (${t.runs} runs)${target === undefined ? '' : `   target p95 <= ${target} ms: ${t.p95 <= target ? 'met' : 'MISSED'}`}`;

let bench: Awaited<ReturnType<typeof startBenchKernel>>;
try {
  bench = await startBenchKernel(adminUrl, 'lms_bench_speed_grading');
} catch (error) {
  console.error(`Could not start the bench: ${(error as Error).message}`);
  process.exit(2);
}
try {
  console.log(`Seeding ${plan.students} submitted projects of ${plan.artifacts} artifacts on one project component (${bench.databaseLabel})...`);
  const seeded = await seedSubmissions(bench.kernel, bench.url, plan);
  console.log(`Seeded in ${seeded.seedSeconds.toFixed(1)} s.`);
  const target = { courseId: seeded.courseId, componentId: seeded.componentId };
  const students = await queueStudents(seeded.instructor, target);
  // Disjoint students: the reads, the kernel's saves and the baseline's saves each grade their own.
  const readStudents = students.slice(1, 1 + reads);
  const saveStudents = students.slice(1 + reads, 2 + reads + saves);
  const baselineSaveStudents = students.slice(2 + reads + saves, 3 + reads + saves * 2);
  // A warm-up, as a server that has answered before.
  await measureOpen(seeded.instructor, target, 2);
  const open = await measureOpen(seeded.instructor, target, opens);
  const next = await measureNext(seeded.instructor, target, readStudents);
  const save = await measureSaveAndNext(seeded.instructor, target, saveStudents);
  const baseline = await measureBaseline(bench.kernel, target, opens, readStudents, baselineSaveStudents);

  console.log(`\nSpeed grading, ${plan.students} submitted projects x ${plan.artifacts} artifacts, ${bench.databaseLabel}`);
  console.log(`Load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(', ')} (a busy machine inflates every figure)`);
  console.log(line('open the grader (list + first submission)', open, TARGETS.openP95));
  console.log(line('  same reads by hand-written SQL', baseline.open));
  console.log(line("next student's submission", next, TARGETS.nextP95));
  console.log(line('  same read by hand-written SQL', baseline.next));
  console.log(line('save and move on (save + next submission)', save, TARGETS.saveP95));
  console.log(line('  same writes and read by hand-written SQL', baseline.save));
  const missed = open.p95 > TARGETS.openP95 || next.p95 > TARGETS.nextP95 || save.p95 > TARGETS.saveP95;
  console.log(missed ? 'FAIL' : 'PASS');
  process.exitCode = missed ? 1 : 0;
} finally {
  await bench.dispose();
}
