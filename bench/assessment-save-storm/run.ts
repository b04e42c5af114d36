// Issue 6 item 7, the save storm: 500 running attempts autosave every 12 s while 500 other
// students submit, spread over a minute; autosave p95 printed (target <= 1 s); afterwards
// every submitted score is in the grade ledger and every answered autosave is in its attempt.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import type { Kernel } from '@lms/core';
import { benchKernel } from '../assessment-start-storm/benchKernel.ts';
import { BrowserSession, describeAnswer } from '../assessment-start-storm/browserSession.ts';
import { createQuiz } from '../assessment-start-storm/createQuiz.ts';
import { formatSummary, summarise } from '../assessment-start-storm/latency.ts';
import { inBatches } from '../assessment-start-storm/schedule.ts';
import { seedCourse } from '../assessment-start-storm/seedCourse.ts';
import { startServerProcess, type ServerProcess } from '../assessment-start-storm/serverProcess.ts';
import { autosaveStorm } from './autosavers.ts';
import { submitSpread } from './submitters.ts';
import { verifyStorm } from './verifyStorm.ts';

const P95_LIMIT_MS = 1000;

interface Options {
  savers: number;
  submitters: number;
  seconds: number;
  databaseUrl: string;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const found = argv.indexOf(`--${name}`);
    return found >= 0 ? Number(argv[found + 1]) : fallback;
  };
  return {
    savers: value('savers', 500),
    submitters: value('submitters', 500),
    seconds: value('seconds', Number(process.env.BENCH_SECONDS || 60)),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

async function main(): Promise<boolean> {
  const opts = options(process.argv.slice(2));
  if (!(opts.seconds > 0)) throw new Error('BENCH_SECONDS (or --seconds) must be a positive number');
  const database = await createThrowawayPostgres(opts.databaseUrl, 'lms_bench_save');
  let inspector: Kernel | null = null;
  let server: ServerProcess | null = null;
  try {
    console.log(`Seeding ${opts.savers + opts.submitters} enrolled students with open sessions…`);
    inspector = await benchKernel(database.url, 'inspector');
    const seeded = await seedCourse(inspector, opts.savers + opts.submitters);
    server = await startServerProcess(database.url);
    const quiz = await createQuiz(new BrowserSession(server.url, seeded.instructor), seeded);
    const students = seeded.students.map((credentials) => new BrowserSession(server!.url, credentials));
    console.log(`A timed assessment of ${quiz.items.length} Questions; every student starts an attempt (not measured)…`);
    const started = await inBatches(students, 50, (student) => student.call('POST', `${quiz.path}start/`, {}));
    const refused = started.filter((answer) => answer.status !== 200);
    if (refused.length) throw new Error(`${refused.length} students could not start: ${describeAnswer(refused[0]!)}`);

    const savers = students.slice(0, opts.savers);
    const submitters = students.slice(opts.savers);
    console.log(`${opts.seconds} s: ${savers.length} attempts autosave every 12 s while ${submitters.length} students submit (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs)…`);
    const start = performance.now();
    const [saves, submits] = await Promise.all([autosaveStorm(savers, quiz, start, opts.seconds * 1000), submitSpread(submitters, quiz, start, opts.seconds * 1000)]);
    const autosave = summarise(saves.latencies);
    const problems = [...saves.failures, ...submits.failures, ...(await verifyStorm(inspector, seeded.courseId, quiz, saves, submits))];
    const fastEnough = autosave.p95 <= P95_LIMIT_MS;

    console.log('');
    console.log(formatSummary('autosave', autosave));
    console.log(formatSummary('submit', summarise(submits.latencies)));
    console.log(`every call answered, every submitted score in the grade ledger, every answered autosave in its attempt: ${problems.length ? 'no' : 'yes'}`);
    for (const line of problems.slice(0, 10)) console.log(`  ${line}`);
    if (problems.length > 10) console.log(`  … and ${problems.length - 10} more`);
    const passed = fastEnough && problems.length === 0;
    console.log(`${passed ? 'PASS' : 'FAIL'} (target: autosave p95 <= ${P95_LIMIT_MS} ms, nothing refused or missing)`);
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
