import { coreServices, type Kernel, type TrackingEventInput } from '@lms/core';

/** How each demo student works, in the order of the demo accounts: engaged, a little less, and one falling away in the last week. */
const HABITS = [
  { daysPerWeek: 5, minutes: 45, lastWeek: 1 },
  { daysPerWeek: 3, minutes: 25, lastWeek: 1 },
  { daysPerWeek: 3, minutes: 30, lastWeek: 0 },
] as const;

const DAYS = 21;
/** The keep-alive's period in minutes: the 'active' events of a sitting. */
const KEEP_ALIVE_MINUTES = 10;

/** A small deterministic generator (mulberry32), so every demo installation shows the same numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Issue 21: three weeks of tracked activity for the demo students, so the
 * dashboard, insights and drilldown have numbers on a fresh demo: sittings of
 * page visits and keep-alives through the course's pages in order, with a
 * note now and then, ending yesterday. Made once, with the demo course.
 */
export async function seedDemoActivity(kernel: Kernel, courseId: string, studentIds: readonly string[]): Promise<number> {
  const pages = (await kernel
    .knex('course_lessons as cl')
    .join('lesson_pages as lp', 'lp.lesson_id', 'cl.lesson_id')
    .where('cl.course_id', courseId)
    .orderBy([{ column: 'cl.position' }, { column: 'lp.position' }])
    .select('cl.lesson_id', 'lp.page_id')) as { lesson_id: string; page_id: string }[];
  if (!pages.length) return 0;
  const tracking = kernel.resolve(coreServices.tracking);
  const now = kernel.resolve(coreServices.clock).now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const events: TrackingEventInput[] = [];
  studentIds.forEach((userId, index) => {
    const habit = HABITS[index % HABITS.length]!;
    const next = random(2026 + index);
    let cursor = 0;
    for (let day = DAYS; day >= 1; day -= 1) {
      const lastWeek = day <= 7;
      const chance = (habit.daysPerWeek / 7) * (lastWeek ? habit.lastWeek : 1);
      if (next() >= chance) continue;
      // A sitting in the afternoon (UTC), of about the habit's minutes.
      let at = today - day * 86_400_000 + (13 + Math.floor(next() * 6)) * 3_600_000 + Math.floor(next() * 60) * 60_000;
      const end = at + habit.minutes * (0.6 + next() * 0.8) * 60_000;
      events.push({ kind: 'course_home_visit', courseId, userId, at: new Date(at) });
      while (at < end) {
        const page = pages[cursor % pages.length]!;
        cursor += 1;
        at += 60_000 + Math.floor(next() * 3) * 60_000;
        events.push({ kind: 'lesson_home_visit', courseId, userId, lessonId: page.lesson_id, at: new Date(at) });
        at += 30_000;
        events.push({ kind: 'page_visit', courseId, userId, lessonId: page.lesson_id, pageId: page.page_id, at: new Date(at) });
        const stay = (3 + Math.floor(next() * 12)) * 60_000;
        for (let kept = KEEP_ALIVE_MINUTES * 60_000; kept < stay; kept += KEEP_ALIVE_MINUTES * 60_000) {
          events.push({ kind: 'active', courseId, userId, lessonId: page.lesson_id, pageId: page.page_id, at: new Date(at + kept) });
        }
        if (next() < 0.15) events.push({ kind: 'note', courseId, userId, lessonId: page.lesson_id, pageId: page.page_id, at: new Date(at + stay - 30_000) });
        at += stay;
      }
      tracking.recordLogin(userId, new Date(today - day * 86_400_000 + 12 * 3_600_000));
    }
  });
  tracking.record(events);
  await tracking.catchUp();
  return events.length;
}

/** The alert week starts Monday 08:01 UTC (part 3 §9): the latest such moment at or before `now`. */
function alertWeekStart(now: Date): number {
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7), 8, 1);
  return monday <= now.getTime() ? monday : monday - 7 * 86_400_000;
}

/**
 * Issue 21: an alert on a fresh demo's dashboard. The demo's plugins record
 * the students' work when the demo is made (Maria's late quiz among it), so
 * nobody is inactive, and the demo project's own due date is long past, before
 * any alert week. So the project, which only the first student submits (the
 * project demo, after this), falls due just now, within this alert week: the
 * other two have missed its due date, which the dashboard's alerts show with
 * their evidence. Through the activity settings desk, as an instructor's bulk
 * edit would; once, with the demo course. Answers the activities moved.
 */
export async function seedDemoDueDate(kernel: Kernel, courseId: string, instructorId: string): Promise<number> {
  const desk = kernel.resolve(coreServices.activitySettings);
  const now = kernel.resolve(coreServices.clock).now();
  // Half-way between the week's start and now, at most an hour ago: in this alert week, and in the past.
  const due = new Date(now.getTime() - Math.min(3_600_000, Math.floor((now.getTime() - alertWeekStart(now)) / 2)));
  const rows = (await desk.list(courseId)).filter((row) => row.type === 'project' && row.fields.includes('due_date'));
  if (!rows.length) return 0;
  return (await desk.update(courseId, rows.map((row) => ({ activityId: row.activityId, values: { due_date: due.toISOString() } })), instructorId)).updated;
}
