// The assessment's reports at course scale: the live view and the item report of a
// timed quiz of 20 Questions for 500 students (450 started, 300 submitted), through the
// kernel over HTTP as the instructor, each beside the same reads by hand-written SQL.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BrowserSession } from '../assessment-start-storm/browserSession.ts';
import { createQuiz } from '../assessment-start-storm/createQuiz.ts';
import { seedCourse } from '../assessment-start-storm/seedCourse.ts';
import { startBenchKernel } from '../support/productKernel.ts';
import { measureBaseline, measureReport, type Timings } from './measure.ts';
import { seedAttempts } from './seedAttempts.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    students: { type: 'string', default: '500' },
    runs: { type: 'string', default: '30' },
  },
});
const adminUrl = values['database-url'] ?? (process.env.DATABASE_URL?.trim() || null);
const [students, runs] = [Number(values.students), Number(values.runs)];
if (![students, runs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--students and --runs are positive whole numbers');
  process.exit(2);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, t: Timings) => `${label.padEnd(44)} p50 ${ms(t.p50).padStart(9)}  p95 ${ms(t.p95).padStart(9)}  max ${ms(t.max).padStart(9)}  (${t.runs} runs)`;

let bench: Awaited<ReturnType<typeof startBenchKernel>>;
try {
  bench = await startBenchKernel(adminUrl, 'lms_bench_reports_live');
} catch (error) {
  console.error(`Could not start the bench: ${(error as Error).message}`);
  process.exit(2);
}
try {
  console.log(`Seeding a course of ${students} students and their attempts at one quiz (${bench.databaseLabel})...`);
  const course = await seedCourse(bench.kernel, students);
  const instructor = new BrowserSession(bench.url, course.instructor);
  const quiz = await createQuiz(instructor, course);
  const seeded = await seedAttempts(bench.kernel, course, quiz);
  const target = { courseId: course.courseId, componentId: quiz.componentId };
  // A warm-up, as a server that has answered before.
  await measureReport(instructor, 'liveview', target, 2);
  await measureReport(instructor, 'itemdetails', target, 2);
  const live = await measureReport(instructor, 'liveview', target, runs);
  const items = await measureReport(instructor, 'itemdetails', target, runs);
  const baseline = await measureBaseline(bench.kernel, target, runs);

  console.log(`\nReports of one quiz, ${students} students (${seeded.started} started, ${seeded.submitted} submitted), ${bench.databaseLabel}`);
  console.log(`Load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(', ')} (a busy machine inflates every figure)`);
  console.log(line('live view (GET assessment/liveview)', live));
  console.log(line('  same rows by hand-written SQL', baseline.live));
  console.log(line('item report (GET assessment/itemdetails)', items));
  console.log(line('  same attempts read by hand-written SQL', baseline.items));
} finally {
  await bench.dispose();
}
