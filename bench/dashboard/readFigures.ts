import pg from 'pg';
import { coreServices, lastDays, type Kernel } from '@lms/core';
import { percentile } from '../gradebook/stats.ts';
import { browserSession, type SeededTerm } from './seedTerm.ts';

/** One line of the table: our figure beside the same aggregates by hand-written SQL over the raw events. */
export interface ReadFigure {
  label: string;
  /** p95 of our calls (ms). */
  ours: number;
  /** p95 of the hand-written SQL (ms); null: no baseline for this line. */
  baseline: number | null;
  /** p95 target (ms); null: none. */
  target: number | null;
}

/** p95 of `read` after one warm-up; `before` (untimed) runs ahead of each timed read. */
async function p95(runs: number, read: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number> {
  await read();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    await before?.();
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
}

/** This process's CPU (the kernel and the bench's HTTP client) per `read`, in ms, over `runs` after one warm-up. */
async function cpuPerRun(runs: number, read: () => Promise<unknown>): Promise<number> {
  await read();
  const started = process.cpuUsage();
  for (let r = 0; r < runs; r++) await read();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / runs;
}

interface Browser {
  cookie: string;
  xsrf: string;
}

/** One call over HTTP as a browser makes it; throws on a non-2xx answer (a failing call is no figure). */
async function call(url: string, who: Browser, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${url}/server/${path}`, {
    method,
    headers: { 'x-api-version': '6.0', cookie: who.cookie, ...(method === 'GET' ? {} : { 'x-xsrf-token': who.xsrf, 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Time on task per student from the raw events: the gap to the next event, up to 12 minutes (activityWindows.ts), as hand-written SQL. */
const WINDOWED = (where: string) => `
  select user_id, lesson_id, page_id, at, kind,
         case when lead(at) over w - at <= interval '12 minutes' then extract(epoch from lead(at) over w - at) else 0 end as seconds
  from tracking_events where ${where}
  window w as (partition by user_id order by at, id)`;

/** The class's scores by hand: each student's best attempt per graded activity, points over max points. */
const SCORES = `
  select user_id, 100 * sum(best) / nullif(sum(max_score), 0) as percent
  from (select t.user_id, t.activity_id, max(t.score) as best, max(t.max_score) as max_score
        from attempts t join activities a on a.id = t.activity_id and a.graded
        where t.course_id = $1 and t.status = 'graded' group by t.user_id, t.activity_id) b
  group by user_id`;

/**
 * The HTTP reads of issue 21 over the seeded term (p95 targets: dashboard load
 * 300 ms, insights 150 ms, drilldown 150 ms), each beside the same aggregates
 * by hand-written SQL over the raw events (and attempts for scores), run the
 * way the screen runs its calls (in parallel, on as many connections); then
 * the tracking readers alone.
 *
 * - Dashboard load (the instructor): what DashboardScreen, SummaryTiles and
 *   QuizCalendar call at once — PUT stats/average, GET stats/loggedin/course,
 *   stats/submissions, courses/{id}/, calendar entries — and the calls that
 *   wait for one of those: stats/notes and stats/boards for stats/loggedin
 *   (the lessons of the week), stats/alerts for courses/{id}/ (the start date).
 * - Insights (a student): GET insights/time/{courseId}.
 * - Drilldown (the instructor, one student): GET drilldown/user, drilldown/alerts,
 *   drilldown/time (14 days), drilldown/content, at once.
 */
export async function measureReads(kernel: Kernel, url: string, databaseUrl: string, term: SeededTerm, runs: number, baselineRuns = runs): Promise<ReadFigure[]> {
  const tracking = kernel.resolve(coreServices.tracking);
  await tracking.catchUp();
  const instructor: Browser = term.instructor;
  // A student in the middle of the roster (alphabetical ids: no first-row luck).
  const studentId = term.studentIds[Math.floor(term.studentIds.length / 2)]!;
  const student = await browserSession(kernel, studentId);
  const c = term.courseId;
  const openDate = term.termStart.toISOString().slice(0, 10);
  const lessonIds = [...new Set(term.places.map((place) => place.lessonId))];
  const [lessonId, priorLessonId] = [lessonIds.at(-1)!, lessonIds.at(-2) ?? lessonIds[0]!];

  // Each call waits for what it waits for in SummaryTiles: notes and boards for stats/loggedin (the week's
  // lessons), alerts for the course home (the course's start date); the rest at once.
  const dashboard = () => {
    const loggedIn = call(url, instructor, 'GET', `stats/loggedin/${c}/course`);
    const home = call(url, instructor, 'GET', `courses/${c}/`);
    return Promise.all([
      call(url, instructor, 'PUT', `stats/average/${c}`, {}),
      loggedIn,
      call(url, instructor, 'GET', `stats/submissions/${c}`),
      home,
      call(url, instructor, 'GET', `calendar/${c}/entries`),
      loggedIn.then(() =>
        Promise.all([call(url, instructor, 'GET', `stats/notes/${c}/${lessonId}/${priorLessonId}`), call(url, instructor, 'GET', `stats/boards/${c}/${lessonId}/${priorLessonId}`)]),
      ),
      home.then(() => call(url, instructor, 'GET', `stats/alerts/${c}/${openDate}/course`)),
    ]);
  };
  const insights = () => call(url, student, 'GET', `insights/time/${c}`);
  const drilldown = () =>
    Promise.all([
      call(url, instructor, 'GET', `drilldown/user/${c}/${studentId}`),
      call(url, instructor, 'GET', `drilldown/alerts/${c}/${studentId}`),
      call(url, instructor, 'GET', `drilldown/time/${c}/${studentId}/14`),
      call(url, instructor, 'GET', `drilldown/content/${c}/${studentId}`),
    ]);

  const now = new Date();
  const week = lastDays(now, 7);
  const twoWeeks = lastDays(now, 14);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  try {
    const q = (sql: string, values: unknown[]) => pool.query(sql, values);
    // The dashboard's aggregates by hand: each student's minutes in the past week and the week before, logins, the class's scores, the
    // week's most visited pages, notes / posts / submissions this week and the week before, the students last seen.
    const byHandDashboard = () =>
      Promise.all([
        q(
          `select user_id, sum(seconds) filter (where at >= $3) / 60 as past_week, sum(seconds) filter (where at < $3) / 60 as prior_week
           from (${WINDOWED('course_id = $1 and at >= $2')}) t group by user_id`,
          [c, twoWeeks.from, week.from],
        ),
        q(SCORES, [c]),
        q(`select lesson_id, page_id, count(*) as visits from tracking_events where course_id = $1 and kind = 'page_visit' and at >= $2 group by 1, 2 order by 3 desc limit 10`, [c, week.from]),
        q(
          `select kind, count(*) filter (where at >= $3) as this_week, count(*) filter (where at < $3) as prior_week
           from tracking_events where course_id = $1 and kind in ('note', 'post', 'submission') and at >= $2 group by kind`,
          [c, twoWeeks.from, week.from],
        ),
        q(`select user_id, max(at) as last_seen from tracking_events where course_id = $1 group by user_id`, [c]),
        q(`select user_id, sum(logins) as logins from tracking_logins where day >= $1 group by user_id`, [week.from]),
      ]);
    // The insights' aggregates by hand: the student's time in all, in the past week, visits, and time per lesson per day.
    const byHandInsights = () =>
      q(
        `select lesson_id, date(at at time zone 'UTC') as day, sum(seconds) as seconds, sum(seconds) filter (where at >= $3) as past_week,
                count(*) filter (where kind in ('course_home_visit', 'lesson_home_visit', 'page_visit')) as visits
         from (${WINDOWED('course_id = $1 and user_id = $2')}) t group by 1, 2`,
        [c, studentId, week.from],
      );
    // The drilldown's by hand: the student's minutes per day and lesson over 14 days, the pages they visited, last seen, their score.
    const byHandDrilldown = () =>
      Promise.all([
        q(`select lesson_id, date(at at time zone 'UTC') as day, sum(seconds) / 60 as minutes, count(*) as events from (${WINDOWED('course_id = $1 and user_id = $2 and at >= $3')}) t group by 1, 2`, [
          c,
          studentId,
          twoWeeks.from,
        ]),
        q(`select lesson_id, page_id, count(*) as visits, max(at) as last_at from tracking_events where course_id = $1 and user_id = $2 and kind = 'page_visit' group by 1, 2`, [c, studentId]),
        q(`select max(at) from tracking_events where course_id = $1 and user_id = $2`, [c, studentId]),
        q(`select * from (${SCORES}) s where user_id = $2`, [c, studentId]),
      ]);

    const figures: ReadFigure[] = [
      { label: 'dashboard load (8 calls as the screen makes them; instructor)', ours: await p95(runs, dashboard), baseline: await p95(baselineRuns, byHandDashboard), target: 300 },
      { label: 'insights: GET insights/time (a student)', ours: await p95(runs, insights), baseline: await p95(baselineRuns, byHandInsights), target: 150 },
      { label: 'drilldown (user, alerts, time 14 d, content; at once)', ours: await p95(runs, drilldown), baseline: await p95(baselineRuns, byHandDrilldown), target: 150 },
    ];
    // Each dashboard call alone, for where the load's time goes.
    const dashboardCalls: [string, () => Promise<unknown>][] = [
      ['PUT stats/average', () => call(url, instructor, 'PUT', `stats/average/${c}`, {})],
      ['GET stats/loggedin/course', () => call(url, instructor, 'GET', `stats/loggedin/${c}/course`)],
      ['GET stats/submissions', () => call(url, instructor, 'GET', `stats/submissions/${c}`)],
      ['GET courses/{id}/', () => call(url, instructor, 'GET', `courses/${c}/`)],
      ['GET calendar entries', () => call(url, instructor, 'GET', `calendar/${c}/entries`)],
      ['GET stats/notes', () => call(url, instructor, 'GET', `stats/notes/${c}/${lessonId}/${priorLessonId}`)],
      ['GET stats/boards', () => call(url, instructor, 'GET', `stats/boards/${c}/${lessonId}/${priorLessonId}`)],
      ['GET stats/alerts', () => call(url, instructor, 'GET', `stats/alerts/${c}/${openDate}/course`)],
    ];
    // Diagnostic lines: fewer runs, so the full size stays within minutes.
    const detailRuns = Math.min(runs, 10);
    // The class's grades are kept between loads while nothing that makes them changes (docs/architecture.md
    // "Class totals kept between requests"): the load above reads them kept; after a grade write it computes the class again.
    const grading = kernel.resolve(coreServices.grading);
    let finalGrade = 50;
    const gradeWrite = () => grading.setFinalGrade({ courseId: c, userId: studentId, percent: (finalGrade = finalGrade === 50 ? 51 : 50), by: term.instructorId });
    figures.push({ label: '  dashboard load after a grade write (the class computed again)', ours: await p95(detailRuns, dashboard, gradeWrite), baseline: null, target: null });
    figures.push({ label: '  node CPU per dashboard load, kept grades (kernel and client in one process)', ours: await cpuPerRun(detailRuns, dashboard), baseline: null, target: null });
    figures.push({ label: '  node CPU per dashboard load after a grade write', ours: (await cpuPerRun(detailRuns, async () => { await gradeWrite(); await dashboard(); })), baseline: null, target: null });
    await grading.setFinalGrade({ courseId: c, userId: studentId, percent: null, by: term.instructorId });
    for (const [label, read] of dashboardCalls) figures.push({ label: `  dashboard call alone: ${label}`, ours: await p95(detailRuns, read), baseline: null, target: null });
    // The tracking readers alone (roll-ups), for where the time goes.
    const student0 = term.studentIds[0]!;
    figures.push(
      { label: '  reader: studentTotals, past week, whole class', ours: await p95(detailRuns, () => tracking.studentTotals(c, week)), baseline: null, target: null },
      { label: '  reader: placeTotals, past week', ours: await p95(detailRuns, () => tracking.placeTotals(c, week)), baseline: null, target: null },
      {
        label: '  reader: dailyActivity, one student, the term',
        ours: await p95(detailRuns, () => tracking.dailyActivity(c, { from: term.termStart.toISOString().slice(0, 10), to: lastDays(now, 1).to }, student0)),
        baseline: null,
        target: null,
      },
      { label: '  reader: lastSeen, whole class', ours: await p95(detailRuns, () => tracking.lastSeen(c)), baseline: null, target: null },
    );
    return figures;
  } finally {
    await pool.end();
  }
}
