import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { ActivityTracking } from '@lms/contract/tracking.ts';
import type { StudentScheduleRecord } from '@lms/contract/gradebookRecords.ts';
import type { PluginProgressHooks } from '../plugins/PluginAccountHooks.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import type { CourseProgress, DashboardAnswer } from '@lms/contract/calls/dashboardCalls.ts';
import { PLACE_SCHEDULE_COLUMNS, placeVisibleToStudents, readActivityPlacements, type ActivityPlacement, type PlaceSchedule } from './visibility.ts';

/** How long a user's summary is served from memory (part 1 §7 "Dashboard data (cached)"). */
export const DASHBOARD_CACHE_MS = 60_000;
/** Entries kept at most; the oldest go first (an installation's active users within a minute). */
const MAX_ENTRIES = 10_000;

interface PageRow extends PlaceSchedule {
  course_id: string;
  lesson_id: string;
  page_id: string;
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

const marks = (ids: readonly string[]) => ids.map(() => '?').join(', ');

/** Every page of these courses, in reading order, with what decides whether students see it. */
const pagesSql = (ids: readonly string[]) => `
  select cl.course_id, cl.lesson_id, lp.page_id, ${PLACE_SCHEDULE_COLUMNS}
  from course_lessons cl
  join courses c on c.id = cl.course_id
  join lessons l on l.id = cl.lesson_id
  join lesson_pages lp on lp.lesson_id = cl.lesson_id
  join pages p on p.id = lp.page_id
  where cl.course_id in (${marks(ids)})
  order by cl.course_id, cl.position, lp.position`;

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

const time = (date: Date | null): number | null => (date === null ? null : new Date(date).getTime());

/** One student's own schedules in one course (the component types' per-student dates, e.g. an assessment override). */
export type StudentSchedules = (courseId: string, userId: string) => Promise<StudentScheduleRecord[]>;

/**
 * `GET dashboard/` (part 1 §7, issue 21 items 7 and 9): per course the user
 * takes as a student, the pages they visited of those a student may see, the
 * activities they are done with of those a student may see, and the next
 * activity due, by the student's own due date where their schedule has one
 * (a type's per-student dates, e.g. an assessment override: it wins over the
 * activity's, as in the gradebook), and the current score the plugins that
 * keep grades answer (`progress.currentScores`: the gradebook's total as the
 * student sees it). Five queries for any number of courses, plus the
 * schedules of each course with open work (none when no installed type keeps
 * per-student dates) and the score hooks' reads. The answer is kept per user for 60 s; a
 * grade change of the user (a submission, a grade, an excusal, a change of
 * their dates) drops it at once (see docs/architecture.md "Course progress").
 */
export class CourseProgressReader {
  private readonly cache = new Map<string, { at: number; answer: DashboardAnswer }>();

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly tracking: ActivityTracking,
    private readonly schedules: StudentSchedules,
    private readonly progressHooks: PluginProgressHooks,
    private readonly pluginDeps: PluginDeps,
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
    const [scores, pages, places, activities, visited] = await Promise.all([
      this.currentScores(userId, courseIds),
      this.db.raw(pagesSql(courseIds), courseIds) as Promise<{ rows: PageRow[] }>,
      readActivityPlacements(this.db, courseIds),
      this.db.raw(activitiesSql(courseIds), [userId, userId, ...courseIds]) as Promise<{ rows: ActivityRow[] }>,
      this.db('tracking_days')
        .whereIn('course_id', courseIds)
        .andWhere('user_id', userId)
        .andWhere('visits', '>', 0)
        .andWhere('page_id', '<>', '')
        .distinct('course_id', 'page_id') as Promise<Array<{ course_id: string; page_id: string }>>,
    ]);

    const progress = new Map<string, CourseProgress>(
      courseIds.map((id) => [id, { course_id: id, pages: 0, pages_visited: 0, activities: 0, activities_done: 0, due_next: null, score: scores.get(id) ?? null }]),
    );
    const visitedPages = new Set(visited.map((row) => `${row.course_id}/${row.page_id}`));
    const counted = new Set<string>();
    for (const row of pages.rows) {
      const key = `${row.course_id}/${row.page_id}`;
      if (counted.has(key) || !placeVisibleToStudents(row, now)) continue;
      counted.add(key);
      const course = progress.get(row.course_id)!;
      course.pages += 1;
      if (visitedPages.has(key)) course.pages_visited += 1;
    }

    // An activity's first visible place (reading order) is where a student finds it.
    const placeOf = new Map<string, ActivityPlacement>();
    for (const row of places) if (!placeOf.has(row.activity_id) && placeVisibleToStudents(row, now)) placeOf.set(row.activity_id, row);

    const nowMs = now.getTime();
    const open: ActivityRow[] = [];
    for (const row of activities.rows) {
      const visible = row.component_id === null ? row.show : placeOf.has(row.id);
      if (!visible) continue;
      const course = progress.get(row.course_id)!;
      course.activities += 1;
      if (row.done) course.activities_done += 1;
      else open.push(row);
    }
    // The student's own due date wins over the activity's (as in the gradebook): one read per course with work still open on a page.
    const ownDue = await this.ownDueDates(userId, open, placeOf);
    const nextDue = new Map<string, { at: number; row: ActivityRow; place: ActivityPlacement }>();
    for (const row of open) {
      const place = placeOf.get(row.id);
      const own = row.component_id === null ? undefined : ownDue.get(`${row.course_id}/${row.component_id}`);
      const due = own !== undefined ? own : time(row.due_date);
      if (due === null || due < nowMs || place === undefined) continue;
      const best = nextDue.get(row.course_id);
      if (!best || due < best.at || (due === best.at && row.title.localeCompare(best.row.title) < 0)) nextDue.set(row.course_id, { at: due, row, place });
    }
    for (const [courseId, { at, row, place }] of nextDue) {
      progress.get(courseId)!.due_next = { activity_id: row.id, title: row.title, due_date: new Date(at).toISOString(), link: `/${courseId}/${place.lesson_id}/${place.page_id}` };
    }
    return { courses: [...progress.values()], computed_at: now.toISOString() };
  }

  /** The student's current score per course from the plugins that keep grades (the first that answers a number wins); none without such a plugin. */
  private async currentScores(userId: string, courseIds: readonly string[]): Promise<Map<string, number>> {
    const scores = new Map<string, number>();
    for (const { pluginId, hooks } of this.progressHooks) {
      const answered = await hooks.currentScores(userId, courseIds, { deps: this.pluginDeps.of(pluginId, hooks.deps) });
      for (const courseId of courseIds) {
        const score = answered[courseId];
        if (!scores.has(courseId) && typeof score === 'number') scores.set(courseId, score);
      }
    }
    return scores;
  }

  /**
   * The due dates of the student's own schedules ('courseId/componentId' -> ms) for the courses with
   * open work on a page; a schedule without a due date leaves the activity's (the gradebook's rule).
   */
  private async ownDueDates(userId: string, open: readonly ActivityRow[], placeOf: ReadonlyMap<string, ActivityPlacement>): Promise<Map<string, number>> {
    const courses = [...new Set(open.filter((row) => row.component_id !== null && placeOf.has(row.id)).map((row) => row.course_id))];
    const lists = await Promise.all(courses.map(async (courseId) => ({ courseId, schedules: await this.schedules(courseId, userId) })));
    const due = new Map<string, number>();
    for (const { courseId, schedules } of lists) {
      for (const schedule of schedules) if (schedule.userId === userId && schedule.dueDate !== null) due.set(`${courseId}/${schedule.componentId}`, schedule.dueDate.getTime());
    }
    return due;
  }
}
