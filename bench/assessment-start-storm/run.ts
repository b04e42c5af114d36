// Issue 6 item 7, the start storm: 500 logged-in students start the same timed assessment
// within one second (50 of them twice at once); every start succeeds, each student has
// exactly one attempt, p50 and p99 are printed; target p99 <= 2 s.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Kernel } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { benchKernel } from './benchKernel.ts';
import { BrowserSession, describeAnswer, type TimedAnswer } from './browserSession.ts';
import { createQuiz, type Quiz } from './createQuiz.ts';
import { formatSummary, summarise } from './latency.ts';
import { at, inBatches } from './schedule.ts';
import { seedCourse } from './seedCourse.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';

const P99_LIMIT_MS = 2000;

interface Options {
  students: number;
  duplicates: number;
  windowMs: number;
  databaseUrl: string;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const found = argv.indexOf(`--${name}`);
    return found >= 0 ? Number(argv[found + 1]) : fallback;
  };
  const students = value('students', 500);
  return { students, duplicates: Math.min(students, value('duplicates', 50)), windowMs: value('window-ms', 1000), databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
}

/** One student's start (or two at the same moment for a duplicated one) and when it was sent. */
interface StudentStart {
  student: BrowserSession;
  sentAt: number;
  answers: TimedAnswer[];
}

/** Every student once, evenly over the window; every (students / duplicates)-th student twice at the same moment. */
async function startStorm(students: BrowserSession[], quiz: Quiz, opts: Options): Promise<StudentStart[]> {
  const every = opts.duplicates > 0 ? Math.floor(students.length / opts.duplicates) : Infinity;
  const start = performance.now();
  return Promise.all(
    students.map((student, index) =>
      at(start, (index * opts.windowMs) / students.length, async () => {
        const sentAt = performance.now() - start;
        const twice = index % every === 0 && index / every < opts.duplicates;
        const calls = Array.from({ length: twice ? 2 : 1 }, () => student.call('POST', `${quiz.path}start/`, {}));
        return { student, sentAt, answers: await Promise.all(calls) };
      }),
    ),
  );
}

/** What went wrong: refused starts, duplicated students answered different attempts, attempts per student in the database. */
async function check(starts: StudentStart[], quiz: Quiz, inspector: Kernel): Promise<string[]> {
  const failures: string[] = [];
  for (const { student, answers } of starts) {
    for (const answer of answers) {
      if (answer.status !== 200) failures.push(`start of ${student.userId} refused: ${describeAnswer(answer)}`);
      else if (answer.body.number !== 1 || answer.body.items?.length !== quiz.items.length || !answer.body.deadline) failures.push(`start of ${student.userId} answered ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    if (answers.length === 2 && answers[0]!.body._id !== answers[1]!.body._id) failures.push(`two starts of ${student.userId} answered two attempts`);
  }
  const perStudent: { user_id: string; attempts: number | string }[] = await inspector.knex('assessment_attempts').where({ component_id: quiz.componentId }).groupBy('user_id').select('user_id').count({ attempts: '*' });
  const counts = new Map(perStudent.map((row) => [row.user_id, Number(row.attempts)]));
  for (const { student } of starts) {
    const count = counts.get(student.userId) ?? 0;
    if (count !== 1) failures.push(`${student.userId} has ${count} attempts`);
  }
  if (counts.size !== starts.length) failures.push(`${counts.size} students have attempts, ${starts.length} started`);
  return failures;
}

async function main(): Promise<boolean> {
  const opts = options(process.argv.slice(2));
  const database = await createThrowawayPostgres(opts.databaseUrl, 'lms_bench_start');
  let inspector: Kernel | null = null;
  let server: ServerProcess | null = null;
  try {
    console.log(`Seeding ${opts.students} enrolled students with open sessions…`);
    inspector = await benchKernel(database.url, 'inspector');
    const seeded = await seedCourse(inspector, opts.students);
    server = await startServerProcess(database.url);
    const quiz = await createQuiz(new BrowserSession(server.url, seeded.instructor), seeded);
    const students = seeded.students.map((credentials) => new BrowserSession(server!.url, credentials));
    console.log(`A timed assessment of ${quiz.items.length} Questions; every student opens its intro (not measured)…`);
    const intros = await inBatches(students, 50, (student) => student.call('GET', quiz.path));
    const closed = intros.filter((intro) => intro.status !== 200 || intro.body.can_start !== true);
    if (closed.length) throw new Error(`${closed.length} students cannot start: ${describeAnswer(closed[0]!)}`);

    console.log(`${opts.students} students start within ${opts.windowMs} ms, ${opts.duplicates} of them twice at once (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs)…`);
    const starts = await startStorm(students, quiz, opts);
    const latencies = starts.flatMap((start) => start.answers.map((answer) => answer.ms));
    const summary = summarise(latencies);
    const problems = await check(starts, quiz, inspector);
    const fastEnough = summary.p99 <= P99_LIMIT_MS;

    const lastSent = Math.max(...starts.map((start) => start.sentAt));
    console.log('');
    console.log(`${latencies.length} starts sent over ${lastSent.toFixed(0)} ms; every start succeeded, one attempt per student: ${problems.length ? 'no' : 'yes'}`);
    console.log(formatSummary('start', summary));
    for (const line of problems.slice(0, 10)) console.log(`  ${line}`);
    if (problems.length > 10) console.log(`  … and ${problems.length - 10} more`);
    const passed = fastEnough && problems.length === 0;
    console.log(`${passed ? 'PASS' : 'FAIL'} (target: every start succeeds, one attempt per student, p99 <= ${P99_LIMIT_MS} ms)`);
    return passed;
  } finally {
    await server?.stop();
    await inspector?.stop();
    await database.drop();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
