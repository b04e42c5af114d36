import { randomBytes } from 'node:crypto';
import { contentRefs, sessionRefs, userRefs, sessionXsrfToken, SESSION_COOKIE, XSRF_COOKIE, type Kernel } from '@lms/core';

export interface TermPlan {
  students: number;
  weeks: number;
  lessons: number;
  pagesPerLesson: number;
  /** Chance that a student works on a given day. */
  dailyChance: number;
}

export const FULL_TERM: TermPlan = { students: 2000, weeks: 15, lessons: 15, pagesPerLesson: 4, dailyChance: 0.6 };

export interface SeededTerm {
  courseId: string;
  instructorId: string;
  studentIds: string[];
  places: { lessonId: string; pageId: string }[];
  /** Raw events inserted (set-based SQL). */
  events: number;
  seedSeconds: number;
  /** The term's first day; it ends with the day the bench runs. */
  termStart: Date;
}

const PASSWORD = 'Bench-passw0rd!';

/**
 * Issue 21 "Performance (bench/dashboard)": a course of `students` enrolled
 * students and a term of tracked activity ending today, seeded with set-based
 * SQL (not record() calls): on about `dailyChance` of the days a student sits
 * down once for 5-29 events three minutes apart (a course home visit, then page
 * visits every fourth event and keep-alives between, now and then a note, post
 * or submission), walking through the course's pages. About 3 million events
 * for the full plan. Deterministic (setseed). Reused by the read benches of
 * the dashboard, insights and drilldown (see readFigures.ts).
 */
export async function seedDashboardTerm(kernel: Kernel, plan: TermPlan): Promise<SeededTerm> {
  const started = performance.now();
  const tag = randomBytes(4).toString('hex');
  const users = kernel.resolve(userRefs.users);
  const courses = kernel.resolve(contentRefs.courses);
  const instructor = await users.create({ email: `instructor-${tag}@bench.example`, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const course = await courses.createCourse({ title: 'Dashboard bench', ownerId: instructor.id });
  const places: SeededTerm['places'] = [];
  for (let l = 0; l < plan.lessons; l++) {
    const lesson = await courses.createLesson(course.id, { title: `Week ${l + 1}`, ownerId: instructor.id });
    for (let p = 0; p < plan.pagesPerLesson; p++) {
      const page = await courses.createPage(course.id, lesson.id, { title: `Reading ${l + 1}.${p + 1}`, ownerId: instructor.id });
      places.push({ lessonId: lesson.id, pageId: page.id });
    }
  }
  const db = kernel.knex;
  const days = plan.weeks * 7;
  const now = new Date();
  const termStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * 86_400_000);
  let events = 0;
  await db.transaction(async (trx) => {
    await trx.raw('select setseed(0.2121)');
    await trx.raw(
      `insert into users (id, email, firstname, lastname, validated)
       select substr(md5(? || '-student-' || n), 1, 24), 'student-' || n || '-' || ? || '@bench.example',
              (array['Ada', 'Bo', 'Chen', 'Dana', 'Emil', 'Fatima', 'Goran', 'Hana', 'Ivo', 'June'])[1 + n % 10], 'Student ' || lpad(n::text, 4, '0'), true
       from generate_series(1, ?::int) n`,
      [tag, tag, plan.students],
    );
    await trx.raw(`insert into enrollments (course_id, user_id) select ?, substr(md5(? || '-student-' || n), 1, 24) from generate_series(1, ?::int) n`, [course.id, tag, plan.students]);
    await trx.raw(`create temporary table bench_places on commit drop as select (i - 1)::int as i, lesson_id, page_id from unnest(?::text[], ?::text[]) with ordinality as p(lesson_id, page_id, i)`, [
      places.map((p) => p.lessonId),
      places.map((p) => p.pageId),
    ]);
    await trx.raw(
      `create temporary table bench_sittings on commit drop as
       select substr(md5(? || '-student-' || n), 1, 24) as user_id, d, (5 + floor(random() * 25))::int as events,
              (7 + floor(random() * 12))::int as hour, floor(random() * ?)::int as first_place
       from generate_series(1, ?::int) n cross join generate_series(0, ?::int - 1) d
       where random() < ?`,
      [tag, places.length, plan.students, days, plan.dailyChance],
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
       order by s.d, s.hour, s.user_id, k`,
      [course.id, termStart.toISOString(), places.length],
    );
    events = (inserted as { rowCount: number }).rowCount;
  });
  const studentIds = (await db('enrollments').where({ course_id: course.id }).orderBy('user_id').pluck('user_id')) as string[];
  return { courseId: course.id, instructorId: instructor.id, studentIds, places, events, seedSeconds: (performance.now() - started) / 1000, termStart };
}

/** A logged-in browser's Cookie header and XSRF token (a session made directly: logging in is not what is measured). */
export async function browserSession(kernel: Kernel, userId: string): Promise<{ cookie: string; xsrf: string }> {
  const token = await kernel.resolve(sessionRefs.sessions).create(userId, false, { userAgent: 'bench/dashboard' });
  const xsrf = sessionXsrfToken(token);
  return { cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
}
