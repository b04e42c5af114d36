import pg from 'pg';
import { contentRefs, sessionRefs, sessionXsrfToken, SESSION_COOKIE, XSRF_COOKIE, type Kernel } from '@lms/core';
import { planActivities } from '../gradebook/coursePlan.ts';
import { seedGrades, type SeedCounts } from '../gradebook/seedGrades.ts';
import { seedStructure } from '../gradebook/seedStructure.ts';
import type { HttpSession } from '../gradebook/httpSession.ts';

export interface TermPlan {
  students: number;
  weeks: number;
  lessons: number;
  pagesPerLesson: number;
  /** Chance that a student works on a given day. */
  dailyChance: number;
  /** Scored activities (assessments with attempts and scores, bench/gradebook's seeding). */
  activities: number;
}

export const FULL_TERM: TermPlan = { students: 2000, weeks: 15, lessons: 15, pagesPerLesson: 4, dailyChance: 0.6, activities: 45 };

export interface SeededTerm {
  courseId: string;
  instructorId: string;
  /** The instructor's logged-in browser (over HTTP). */
  instructor: HttpSession;
  /** What bench/gradebook's seeding stored: attempts, scores, overrides. */
  grades: SeedCounts;
  studentIds: string[];
  places: { lessonId: string; pageId: string }[];
  /** Raw events inserted (set-based SQL). */
  events: number;
  seedSeconds: number;
  /** The term's first day; it ends with the day the bench runs. */
  termStart: Date;
}

/**
 * Issue 21 "Performance (bench/dashboard)": a course of `students` enrolled
 * students with scores and a term of tracked activity ending today. The course,
 * its assessments, the students, their enrolments, attempts and scores are
 * bench/gradebook's seeding (seedStructure over HTTP and the kernel's services,
 * seedGrades set-based on `databaseUrl`); then `pagesPerLesson` reading pages
 * per lesson and the tracked activity, set-based SQL (not record() calls): on
 * about `dailyChance` of the days a student sits down once for 5-29 events
 * three minutes apart (a course home visit, then page visits every fourth
 * event and keep-alives between, now and then a note, post or submission),
 * walking through the course's reading pages. About 3 million events for the
 * full plan. Deterministic (setseed). Reused by the read benches of the
 * dashboard, insights and drilldown (see readFigures.ts).
 */
export async function seedDashboardTerm(kernel: Kernel, url: string, databaseUrl: string, plan: TermPlan): Promise<SeededTerm> {
  const started = performance.now();
  const now = new Date();
  const activities = planActivities(plan.activities, plan.lessons, now);
  const structure = await seedStructure(kernel, url, activities, plan.lessons);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let grades: SeedCounts;
  try {
    grades = await seedGrades(client, { courseId: structure.courseId, instructorId: structure.instructorId, tag: structure.tag, students: plan.students, plan: activities, componentIds: structure.componentIds });
  } finally {
    await client.end();
  }
  const courses = kernel.resolve(contentRefs.courses);
  const lessonIds = (await kernel.knex('course_lessons').where({ course_id: structure.courseId }).orderBy('position').pluck('lesson_id')) as string[];
  const places: SeededTerm['places'] = [];
  for (const [l, lessonId] of lessonIds.entries()) {
    for (let p = 0; p < plan.pagesPerLesson; p++) {
      const page = await courses.createPage(structure.courseId, lessonId, { title: `Reading ${l + 1}.${p + 1}`, ownerId: structure.instructorId });
      places.push({ lessonId, pageId: page.id });
    }
  }
  const db = kernel.knex;
  const days = plan.weeks * 7;
  const termStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * 86_400_000);
  // The course opened with the term (the alerts count from it), and uses the calendar: the dashboard's
  // quiz calendar reads its entries (a course leaves the calendar off unless it sets use_calendar).
  await db('courses')
    .where({ id: structure.courseId })
    .update({ start_date: termStart, settings: db.raw(`settings || '{"use_calendar": true}'::jsonb`) });
  let events = 0;
  await db.transaction(async (trx) => {
    await trx.raw('select setseed(0.2121)');
    await trx.raw(`create temporary table bench_places on commit drop as select (i - 1)::int as i, lesson_id, page_id from unnest(?::text[], ?::text[]) with ordinality as p(lesson_id, page_id, i)`, [
      places.map((p) => p.lessonId),
      places.map((p) => p.pageId),
    ]);
    await trx.raw(
      `create temporary table bench_sittings on commit drop as
       select e.user_id, d, (5 + floor(random() * 25))::int as events,
              (7 + floor(random() * 12))::int as hour, floor(random() * ?)::int as first_place
       from enrollments e cross join generate_series(0, ?::int - 1) d
       where e.course_id = ? and random() < ?`,
      [places.length, days, structure.courseId, plan.dailyChance],
    );
    const inserted = await trx.raw(
      `insert into tracking_events (course_id, user_id, kind, lesson_id, page_id, at)
       select ?, s.user_id,
              case when k = 0 then 'course_home_visit' when k % 17 = 5 then 'note' when k % 23 = 7 then 'post' when k % 29 = 11 then 'submission'
                   when k % 4 = 1 then 'page_visit' else 'active' end,
              case when k = 0 then null else p.lesson_id end, case when k = 0 then null else p.page_id end,
              ?::timestamptz + s.d * interval '1 day' + s.hour * interval '1 hour' + k * interval '3 minutes'
       from bench_sittings s cross join lateral generate_series(0, s.events - 1) k
       join bench_places p on p.i = (s.first_place + k / 4) % ?
       where ?::timestamptz + s.d * interval '1 day' + s.hour * interval '1 hour' + k * interval '3 minutes' <= now()
       order by s.d, s.hour, s.user_id, k`,
      [structure.courseId, termStart.toISOString(), places.length, termStart.toISOString()],
    );
    events = (inserted as { rowCount: number }).rowCount;
  });
  await db.raw('analyze tracking_events');
  const studentIds = (await db('enrollments').where({ course_id: structure.courseId }).orderBy('user_id').pluck('user_id')) as string[];
  return {
    courseId: structure.courseId,
    instructorId: structure.instructorId,
    instructor: structure.instructor,
    grades,
    studentIds,
    places,
    events,
    seedSeconds: (performance.now() - started) / 1000,
    termStart,
  };
}

/** A logged-in browser's Cookie header and XSRF token (a session made directly: logging in is not what is measured). */
export async function browserSession(kernel: Kernel, userId: string): Promise<{ cookie: string; xsrf: string }> {
  const token = await kernel.resolve(sessionRefs.sessions).create(userId, false, { userAgent: 'bench/dashboard' });
  const xsrf = sessionXsrfToken(token);
  return { cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
}
