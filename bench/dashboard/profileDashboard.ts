// Where the dashboard load's time goes (issue 21): each call the dashboard makes on open, alone,
// with its p95, queries and CPU per call, and the slowest SQL statements of one call.
// Seeding 2,000 students takes minutes, so the seeded database is kept between runs:
//   tsx bench/dashboard/profileDashboard.ts --database lms_dashprof_full [--students 2000] [--runs 10]
// reuses `--database` when it holds a seeded term (seeds it otherwise); `--drop` drops it and exits.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { coreServices } from '@lms/core';
import { startProductKernel } from '../support/productKernel.ts';
import { percentile } from '../gradebook/stats.ts';
import { browserSession, FULL_TERM, seedDashboardTerm } from './seedTerm.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    database: { type: 'string', default: 'lms_dashprof_full' },
    students: { type: 'string', default: String(FULL_TERM.students) },
    runs: { type: 'string', default: '10' },
    only: { type: 'string' },
    // Also the load right after a grade write in the course (the class's grades computed again).
    'after-write': { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});
const adminUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = values.database;
if (!/^lms_[a-z0-9_]+$/.test(name)) throw new Error('--database: lms_ and lower-case letters, digits, underscores');
const termFile = join(tmpdir(), `${name}.term.json`);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (values.drop) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  console.log(`Dropped ${name}.`);
  process.exit(0);
}
let seeded = exists;
try {
  readFileSync(termFile);
} catch {
  seeded = false;
}
if (!seeded) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
}
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const kernel = await startProductKernel({ kind: 'postgres', url: databaseUrl });
const server = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
try {
  interface Kept {
    courseId: string;
    instructorId: string;
    places: { lessonId: string; pageId: string }[];
    termStart: string;
  }
  let kept: Kept;
  if (seeded) {
    kept = JSON.parse(readFileSync(termFile, 'utf8')) as Kept;
    console.log(`Reusing ${name} (${termFile}).`);
  } else {
    console.log(`Seeding ${values.students} students into ${name}...`);
    const term = await seedDashboardTerm(kernel, server, databaseUrl, { ...FULL_TERM, students: Number(values.students) });
    await kernel.resolve(coreServices.tracking).catchUp();
    // Statistics as autovacuum would have them (off on the shared test server): see run.ts.
    await kernel.knex.raw('analyze');
    kept = { courseId: term.courseId, instructorId: term.instructorId, places: term.places, termStart: term.termStart.toISOString() };
    writeFileSync(termFile, JSON.stringify(kept));
    console.log(`Seeded ${term.events} events in ${term.seedSeconds.toFixed(0)} s.`);
  }
  await kernel.resolve(coreServices.tracking).catchUp();
  const instructor = await browserSession(kernel, kept.instructorId);
  const c = kept.courseId;
  const lessonIds = [...new Set(kept.places.map((place) => place.lessonId))];
  const [lessonId, priorLessonId] = [lessonIds.at(-1)!, lessonIds.at(-2) ?? lessonIds[0]!];
  const openDate = kept.termStart.slice(0, 10);
  const call = async (method: 'GET' | 'PUT', path: string) => {
    const answer = await fetch(`${server}/server/${path}`, {
      method,
      headers: { 'x-api-version': '6.0', cookie: instructor.cookie, ...(method === 'GET' ? {} : { 'x-xsrf-token': instructor.xsrf, 'content-type': 'application/json' }) },
      body: method === 'PUT' ? '{}' : undefined,
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
    return text;
  };
  const calls: [string, 'GET' | 'PUT', string][] = [
    ['PUT stats/average', 'PUT', `stats/average/${c}`],
    ['GET stats/loggedin/course', 'GET', `stats/loggedin/${c}/course`],
    ['GET stats/submissions', 'GET', `stats/submissions/${c}`],
    ['GET courses/{id}/', 'GET', `courses/${c}/`],
    ['GET calendar entries', 'GET', `calendar/${c}/entries`],
    ['GET stats/notes', 'GET', `stats/notes/${c}/${lessonId}/${priorLessonId}`],
    ['GET stats/boards', 'GET', `stats/boards/${c}/${lessonId}/${priorLessonId}`],
    ['GET stats/alerts', 'GET', `stats/alerts/${c}/${openDate}/course`],
  ];
  const runs = Number(values.runs);
  let current: { sql: string; started: number }[] = [];
  const timings = new Map<string, number[]>();
  kernel.knex.on('query', (q: { sql: string; __knexQueryUid: string }) => {
    current.push({ sql: q.sql, started: performance.now() });
    timings.set(q.__knexQueryUid, [performance.now()]);
  });
  const slow: { sql: string; ms: number }[] = [];
  kernel.knex.on('query-response', (_r: unknown, q: { sql: string; __knexQueryUid: string }) => {
    const t = timings.get(q.__knexQueryUid);
    if (t) slow.push({ sql: q.sql, ms: performance.now() - t[0]! });
  });
  // The load as the screen makes it (readFigures.ts): the first five calls at once; notes and boards once
  // stats/loggedin has answered, alerts once the course home has.
  if (!values.only || 'load'.includes(values.only)) {
    const load = () => {
      const [average, loggedIn, submissions, home, calendar] = calls.slice(0, 5).map(([, method, path]) => call(method, path));
      const [notes, boards, alerts] = calls.slice(5).map(([, method, path]) => () => call(method, path));
      return Promise.all([average, submissions, calendar, loggedIn!.then(() => Promise.all([notes!(), boards!()])), home!.then(() => alerts!())]);
    };
    await load();
    const times: number[] = [];
    current = [];
    const cpu = process.cpuUsage();
    for (let r = 0; r < runs; r++) {
      const started = performance.now();
      await load();
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    console.log(`${'dashboard load (8 calls)'.padEnd(28)} p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms  ${(current.length / runs).toFixed(1)} queries  CPU ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms/load`);
    if (values['after-write']) {
      const grading = kernel.resolve(coreServices.grading);
      const student = (await kernel.resolve(coreServices.gradebookRecords).students(c, { offset: 0, limit: 1, count: false })).students[0]!.id;
      let percent = 50;
      const write = () => grading.setFinalGrade({ courseId: c, userId: student, percent: (percent = percent === 50 ? 51 : 50), by: kept.instructorId });
      const afterWrite: number[] = [];
      const writeCpu = process.cpuUsage();
      for (let r = 0; r < runs; r++) {
        await write();
        const started = performance.now();
        await load();
        afterWrite.push(performance.now() - started);
      }
      const usedAfter = process.cpuUsage(writeCpu);
      await grading.setFinalGrade({ courseId: c, userId: student, percent: null, by: kept.instructorId });
      console.log(`${'load after a grade write'.padEnd(28)} p95 ${percentile(afterWrite, 0.95).toFixed(1).padStart(7)} ms  CPU ${((usedAfter.user + usedAfter.system) / 1000 / runs).toFixed(1)} ms/(write + load)`);
    }
  }
  for (const [label, method, path] of calls) {
    if (values.only && !label.includes(values.only)) continue;
    await call(method, path);
    const times: number[] = [];
    current = [];
    slow.length = 0;
    const cpu = process.cpuUsage();
    for (let r = 0; r < runs; r++) {
      const started = performance.now();
      await call(method, path);
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    console.log(
      `${label.padEnd(28)} p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms  ${(current.length / runs).toFixed(1)} queries  CPU ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms/call`,
    );
    const bySql = new Map<string, number>();
    for (const one of slow) bySql.set(one.sql, (bySql.get(one.sql) ?? 0) + one.ms / runs);
    for (const [sql, ms] of [...bySql].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`     ${ms.toFixed(1).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
} finally {
  await kernel.stop();
}
