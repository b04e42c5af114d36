import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { ActivityTracking } from '@lms/contract/tracking.ts';
import type { ItemCourseData } from '@lms/contract/calls/learnerCalls.ts';
import type { CourseProgress, DashboardAnswer } from '@lms/contract/calls/dashboardCalls.ts';
import { hiddenFromStudents } from './visibility.ts';

/** How long a user's summary is served from memory (part 1 §7 "Dashboard data (cached)"). */
export const DASHBOARD_CACHE_MS = 60_000;
/** Entries kept at most; the oldest go first (an installation's active users within a minute). */
const MAX_ENTRIES = 10_000;

interface PlaceRow {
  course_id: string;
  lesson_id: string;
  page_id: string;
  lesson_draft: boolean;
  lesson_open: Date | null;
  lesson_suppress: boolean;
  lesson_course_data: ItemCourseData | null;
  page_draft: boolean;
  page_open: Date | null;
  page_suppress: boolean;
  page_course_data: ItemCourseData | null;
}

interface ActivityPlaceRow extends PlaceRow {
  activity_id: string;
}

interface ActivityRow {
  id: string;
  course_id: string;
  component_id: string | null;
  title: string;
  show: boolean;
  due_date: Date | null;
  done: boolean;
}

const placeColumns = `
    l.draft as lesson_draft, l.open_date as lesson_open, l.suppress_until_available as lesson_suppress,
    c.settings->'course_data'->(l.id::text) as lesson_course_data,
    p.draft as page_draft, p.open_date as page_open, p.suppress_until_available as page_suppress,
    c.settings->'course_data'->(p.id::text) as page_course_data`;

const marks = (ids: readonly string[]) => ids.map(() => '?').join(', ');

/** Every page of these courses, in reading order, with what decides whether students see it. */
const pagesSql = (ids: readonly string[]) => `
  select cl.course_id, cl.lesson_id, lp.page_id, ${placeColumns}
  from course_lessons cl
  join courses c on c.id = cl.course_id
  join lessons l on l.id = cl.lesson_id
  join lesson_pages lp on lp.lesson_id = cl.lesson_id
  join pages p on p.id = lp.page_id
  where cl.course_id in (${marks(ids)})
  order by cl.course_id, cl.position, lp.position`;

/** Every place of these courses' component activities outside the instructor notes, in reading order. */
const activityPlacesSql = (ids: readonly string[]) => `
  select a.id as activity_id, a.course_id, lp.lesson_id, lp.page_id, ${placeColumns}
  from activities a
  join page_components pc on pc.component_id = a.component_id and pc.slot <> 'instructor_notes'
  join lesson_pages lp on lp.page_id = pc.page_id
  join course_lessons cl on cl.lesson_id = lp.lesson_id and cl.course_id = a.course_id
  join lessons l on l.id = lp.lesson_id
  join pages p on p.id = lp.page_id
  join courses c on c.id = a.course_id
  where a.course_id in (${marks(ids)})
  order by a.course_id, cl.position, lp.position, pc.position`;

/**
 * The activities of these courses and whether the user is done with each: an
 * attempt of theirs, or an instructor's grade or excusal.
 */
const activitiesSql = (ids: readonly string[]) => `
  select a.id, a.course_id, a.component_id, a.title, a.show, a.due_date,
    (o.grade is not null or coalesce(o.excused, false)
      or exists (select 1 from attempts t where t.activity_id = a.id and t.user_id = ?)) as done
  from activities a
  left join grade_overrides o on o.activity_id = a.id and o.user_id = ?
  where a.course_id in (${marks(ids)})`;

function placeVisible(row: PlaceRow, now: Date): boolean {
  return (
    !hiddenFromStudents({ draft: row.lesson_draft, open_date: row.lesson_open, suppress_until_available: row.lesson_suppress }, now, row.lesson_course_data) &&
    !hiddenFromStudents({ draft: row.page_draft, open_date: row.page_open, suppress_until_available: row.page_suppress }, now, row.page_course_data)
  );
}

const time = (date: Date | null): number | null => (date === null ? null : new Date(date).getTime());

/**
 * `GET dashboard/` (part 1 §7, issue 21 items 7 and 9): per course the user
 * takes as a student, the pages they visited of those a student may see, the
 * activities they are done with of those a student may see, and the next
 * activity due. Five queries for any number of courses. The answer is kept
 * per user for 60 s; a grade change of the user (a submission, a grade, an
 * excusal) drops it at once (see docs/architecture.md "Course progress").
 */
export class CourseProgressReader {
  private readonly cache = new Map<string, { at: number; answer: DashboardAnswer }>();

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly tracking: ActivityTracking,
  ) {}

  /** Drops the cached summaries of these users (all users: 'all'), e.g. on a grade change. */
  forget(userIds: readonly string[] | 'all', courseId?: string): void {
    if (userIds !== 'all') {
      for (const userId of userIds) this.cache.delete(userId);
      return;
    }
    for (const [userId, entry] of this.cache) if (courseId === undefined || entry.answer.courses.some((course) => course.course_id === courseId)) this.cache.delete(userId);
  }

  async summaryFor(userId: string): Promise<DashboardAnswer> {
    const now = this.clock.now();
    const cached = this.cache.get(userId);
    if (cached && now.getTime() - cached.at < DASHBOARD_CACHE_MS && now.getTime() >= cached.at) return cached.answer;
    const answer = await this.compute(userId, now);
    this.cache.delete(userId);
    this.cache.set(userId, { at: now.getTime(), answer });
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return answer;
  }

  private async compute(userId: string, now: Date): Promise<DashboardAnswer> {
    const courseIds = (await this.db('enrollments as e')
      .where('e.user_id', userId)
      .whereNotExists((q) => q.select(1).from('course_staff as s').whereRaw('s.course_id = e.course_id').andWhere('s.user_id', userId))
      .orderBy('e.course_id')
      .pluck('e.course_id')) as string[];
    if (courseIds.length === 0) return { courses: [], computed_at: now.toISOString() };
    // Visits reach the roll-up within the tracking service's period; catch up so the numbers are live when computed.
    await this.tracking.catchUp();
    const [pages, places, activities, visited] = await Promise.all([
      this.db.raw(pagesSql(courseIds), courseIds) as Promise<{ rows: PlaceRow[] }>,
      this.db.raw(activityPlacesSql(courseIds), courseIds) as Promise<{ rows: ActivityPlaceRow[] }>,
      this.db.raw(activitiesSql(courseIds), [userId, userId, ...courseIds]) as Promise<{ rows: ActivityRow[] }>,
      this.db('tracking_days')
        .whereIn('course_id', courseIds)
        .andWhere('user_id', userId)
        .andWhere('visits', '>', 0)
        .andWhere('page_id', '<>', '')
        .distinct('course_id', 'page_id') as Promise<Array<{ course_id: string; page_id: string }>>,
    ]);

    const progress = new Map<string, CourseProgress>(
      courseIds.map((id) => [id, { course_id: id, pages: 0, pages_visited: 0, activities: 0, activities_done: 0, due_next: null }]),
    );
    const visitedPages = new Set(visited.map((row) => `${row.course_id}/${row.page_id}`));
    const counted = new Set<string>();
    for (const row of pages.rows) {
      const key = `${row.course_id}/${row.page_id}`;
      if (counted.has(key) || !placeVisible(row, now)) continue;
      counted.add(key);
      const course = progress.get(row.course_id)!;
      course.pages += 1;
      if (visitedPages.has(key)) course.pages_visited += 1;
    }

    // An activity's first visible place (reading order) is where a student finds it.
    const placeOf = new Map<string, ActivityPlaceRow>();
    for (const row of places.rows) if (!placeOf.has(row.activity_id) && placeVisible(row, now)) placeOf.set(row.activity_id, row);

    const nowMs = now.getTime();
    const nextDue = new Map<string, { at: number; row: ActivityRow; place: ActivityPlaceRow }>();
    for (const row of activities.rows) {
      const place = placeOf.get(row.id);
      const visible = row.component_id === null ? row.show : place !== undefined;
      if (!visible) continue;
      const course = progress.get(row.course_id)!;
      course.activities += 1;
      if (row.done) {
        course.activities_done += 1;
        continue;
      }
      const due = time(row.due_date);
      if (due === null || due < nowMs || place === undefined) continue;
      const best = nextDue.get(row.course_id);
      if (!best || due < best.at || (due === best.at && row.title.localeCompare(best.row.title) < 0)) nextDue.set(row.course_id, { at: due, row, place });
    }
    for (const [courseId, { at, row, place }] of nextDue) {
      progress.get(courseId)!.due_next = { activity_id: row.id, title: row.title, due_date: new Date(at).toISOString(), link: `/${courseId}/${place.lesson_id}/${place.page_id}` };
    }
    return { courses: [...progress.values()], computed_at: now.toISOString() };
  }
}
