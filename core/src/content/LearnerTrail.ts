import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { BookmarkedPage, LastActivity, LessonObjective, Visit } from '@lms/contract/calls/learnerCalls.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { ContentReader } from './ContentReader.ts';
import type { LessonRow } from './rows.ts';
import { courseDataOf, visibleTo, type ItemCourseData } from './visibility.ts';
import type { VisitWriter } from './VisitWriter.ts';
import { PreparedQuery } from '../database/PreparedQuery.ts';
import { withCourseStanding, type PermissionService, type StandingRow } from '../permissions/PermissionService.ts';

/** The caller's standing in the course; `lesson_id`/`page_id` null: the lesson is not placed in the course, or the page in that lesson. */
interface VisitedPlaceRow extends StandingRow {
  lesson_id: string | null;
  lesson_draft: boolean | null;
  lesson_open: Date | null;
  lesson_suppress: boolean | null;
  lesson_course_data: ItemCourseData | null;
  page_id: string | null;
  page_draft: boolean | null;
  page_open: Date | null;
  page_suppress: boolean | null;
  page_course_data: ItemCourseData | null;
}

/**
 * POST audit_trail's checks in one round trip: the caller's standing in the course
 * (the `course:view` check) and, when named, the lesson as placed in the course
 * and the page as placed in that lesson, with what decides their visibility. Read
 * at every call, never cached: a page made a draft, moved or removed refuses the
 * next visit, and so does a student unenrolled. Whether the lesson and page are
 * placed is read from the placement rows (cl, lp), never from l.id or p.id: PGlite
 * matches the outer-joined lesson or page row by its id (the value the visit
 * names) even when the placement row before it is missing.
 */
const visitedPlace = new PreparedQuery<[userId: string, courseId: string, lessonId: string | null, pageId: string | null]>((db, userId, courseId, lessonId, pageId) =>
  withCourseStanding(db('courses as c'), db, userId)
    .leftJoin('course_lessons as cl', (join) => join.on('cl.course_id', 'c.id').andOnVal('cl.lesson_id', lessonId))
    .leftJoin('lessons as l', 'l.id', 'cl.lesson_id')
    .leftJoin('lesson_pages as lp', (join) => join.on('lp.lesson_id', 'cl.lesson_id').andOnVal('lp.page_id', pageId))
    .leftJoin('pages as p', 'p.id', 'lp.page_id')
    .where('c.id', courseId)
    .first(
      'cl.lesson_id as lesson_id',
      'l.draft as lesson_draft',
      'l.open_date as lesson_open',
      'l.suppress_until_available as lesson_suppress',
      courseDataOf(db, 'c', 'l.id', 'lesson_course_data'),
      'lp.page_id as page_id',
      'p.draft as page_draft',
      'p.open_date as page_open',
      'p.suppress_until_available as page_suppress',
      courseDataOf(db, 'c', 'p.id', 'page_course_data'),
    ),
);

interface PlacedPageRow {
  lesson_id: string;
  page_id: string;
  lesson_title: string;
  page_title: string;
  visited_at?: Date;
  created_at?: Date;
  l_draft: boolean;
  l_open: Date | null;
  l_suppress: boolean;
  p_draft: boolean;
  p_open: Date | null;
  p_suppress: boolean;
  l_course_data: ItemCourseData | null;
  p_course_data: ItemCourseData | null;
}

/** What a learner leaves behind in a course: visits (audit trail, last activity), bookmarks; and the lessons' objectives. */
export class LearnerTrail {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly content: ContentReader,
    private readonly permissions: PermissionService,
    private readonly visits: VisitWriter,
  ) {}

  /** A page still placed in its lesson of the course and visible to the caller. */
  private visiblePlaced(rows: PlacedPageRow[], access: CourseAccess): PlacedPageRow[] {
    const now = this.clock.now();
    return rows.filter(
      (row) =>
        visibleTo(access, { draft: row.l_draft, open_date: row.l_open, suppress_until_available: row.l_suppress }, now, row.l_course_data) &&
        visibleTo(access, { draft: row.p_draft, open_date: row.p_open, suppress_until_available: row.p_suppress }, now, row.p_course_data),
    );
  }

  private placedPages(table: 'content_visits' | 'page_bookmarks', userId: string, courseId: string): Knex.QueryBuilder {
    return this.db(`${table} as t`)
      .join('course_lessons as cl', (j) => j.on('cl.course_id', 't.course_id').andOn('cl.lesson_id', 't.lesson_id'))
      .join('lesson_pages as lp', (j) => j.on('lp.lesson_id', 't.lesson_id').andOn('lp.page_id', 't.page_id'))
      .join('lessons as l', 'l.id', 't.lesson_id')
      .join('pages as p', 'p.id', 't.page_id')
      .join('courses as c', 'c.id', 't.course_id')
      .where({ 't.user_id': userId, 't.course_id': courseId })
      .select(
        courseDataOf(this.db, 'c', 'l.id', 'l_course_data'),
        courseDataOf(this.db, 'c', 'p.id', 'p_course_data'),
        't.lesson_id',
        't.page_id',
        'l.title as lesson_title',
        'p.title as page_title',
        'l.draft as l_draft',
        'l.open_date as l_open',
        'l.suppress_until_available as l_suppress',
        'p.draft as p_draft',
        'p.open_date as p_open',
        'p.suppress_until_available as p_suppress',
      );
  }

  /**
   * Takes a visit after checking, in one query, that the caller may view the course
   * (the errors of a `course:view` route) and see the lesson or page it names
   * (not-found otherwise, hidden items are not revealed); a student's last
   * unvisited lesson earns a badge when it is written.
   */
  async record(visit: Visit, user: SessionUser): Promise<void> {
    const lessonId = visit.type === 'course_home_visit' ? null : (visit.lesson ?? null);
    const pageId = visit.type === 'page_visit' ? (visit.page ?? null) : null;
    const row = await visitedPlace.first<VisitedPlaceRow>(this.db, user.id, visit.course, lessonId, pageId);
    const access = this.permissions.grant('course:view', user, visit.course, row);
    const missing = [
      ...(visit.type !== 'course_home_visit' && !visit.lesson ? [{ field: 'lesson', message: 'A lesson or page visit names its lesson.' }] : []),
      ...(visit.type === 'page_visit' && !visit.page ? [{ field: 'page', message: 'A page visit names its page.' }] : []),
    ];
    if (missing.length) throw LmsError.validation(missing);
    const now = this.clock.now();
    const lessonSeen =
      row!.lesson_id !== null &&
      visibleTo(access, { draft: row!.lesson_draft === true, open_date: row!.lesson_open, suppress_until_available: row!.lesson_suppress === true }, now, row!.lesson_course_data);
    const pageSeen =
      row!.page_id !== null &&
      visibleTo(access, { draft: row!.page_draft === true, open_date: row!.page_open, suppress_until_available: row!.page_suppress === true }, now, row!.page_course_data);
    if (visit.type === 'page_visit' && !(lessonSeen && pageSeen)) throw new LmsError('not-found', 'Page not found.');
    if (visit.type === 'lesson_home_visit' && !lessonSeen) throw new LmsError('not-found', 'Lesson not found.');
    // Written with others a moment later (VisitWriter): the call no longer waits for its own transaction.
    this.visits.add(
      {
        user_id: user.id,
        course_id: visit.course,
        type: visit.type,
        lesson_id: lessonId,
        page_id: pageId,
        visited_at: now,
      },
      access,
    );
  }

  /** Writes the visits waiting in the buffer (a reader of content_visits that must see the latest calls this first). */
  flushVisits(): Promise<void> {
    return this.visits.flush();
  }

  /** The last visited page the caller can still see, or null. */
  async lastActivity(courseId: string, access: CourseAccess, userId: string): Promise<LastActivity | null> {
    await this.visits.flush();
    // The newest visits first; hidden or removed pages are skipped, so a few extra rows are read.
    const rows = (await this.placedPages('content_visits', userId, courseId)
      .where('t.type', 'page_visit')
      .orderBy([{ column: 't.visited_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
      .limit(20)
      .select('t.visited_at')) as PlacedPageRow[];
    const last = this.visiblePlaced(rows, access)[0];
    if (!last) return null;
    return { lesson_id: last.lesson_id, page_id: last.page_id, lesson_title: last.lesson_title, page_title: last.page_title, visited_at: last.visited_at!.toISOString() };
  }

  async toggleStar(courseId: string, lessonId: string, pageId: string, access: CourseAccess, userId: string): Promise<boolean> {
    await this.content.locatePage(courseId, lessonId, pageId, access);
    return this.db.transaction(async (trx) => {
      const removed = await trx('page_bookmarks').where({ user_id: userId, course_id: courseId, page_id: pageId }).delete();
      if (removed) return false;
      await trx('page_bookmarks').insert({ user_id: userId, course_id: courseId, lesson_id: lessonId, page_id: pageId, created_at: this.clock.now() });
      return true;
    });
  }

  async bookmarks(courseId: string, access: CourseAccess, userId: string): Promise<BookmarkedPage[]> {
    const rows = (await this.placedPages('page_bookmarks', userId, courseId)
      .orderBy([{ column: 't.created_at', order: 'desc' }, { column: 't.page_id' }])
      .select('t.created_at')) as PlacedPageRow[];
    return this.visiblePlaced(rows, access).map((row) => ({ _id: row.page_id, title: row.page_title, lesson_id: row.lesson_id, lesson_title: row.lesson_title }));
  }

  async setObjective(courseId: string, lessonId: string, objective: string): Promise<{ _id: string; objective: string | null }> {
    const value = objective.trim() || null;
    return this.db.transaction(async (trx) => {
      const lesson = (await trx('course_lessons as cl')
        .join('lessons as l', 'l.id', 'cl.lesson_id')
        .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId })
        .forUpdate()
        .first('l.id', 'l.data')) as Pick<LessonRow, 'id' | 'data'> | undefined;
      if (!lesson) throw new LmsError('not-found', 'Lesson not found.');
      const data = { ...lesson.data };
      if (value === null) delete data.objective;
      else data.objective = value;
      await trx('lessons').where({ id: lessonId }).update({ data: JSON.stringify(data), updated_at: this.clock.now() });
      return { _id: lessonId, objective: value };
    });
  }

  async objectives(courseId: string, access: CourseAccess): Promise<LessonObjective[]> {
    const now = this.clock.now();
    const lessons = (await this.db('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .join('courses as c', 'c.id', 'cl.course_id')
      .where('cl.course_id', courseId)
      .orderBy([{ column: 'cl.position' }, { column: 'l.id' }])
      .select('l.*', courseDataOf(this.db, 'c', 'l.id', 'course_data'))) as (LessonRow & { course_data: ItemCourseData | null })[];
    return lessons
      .filter((lesson) => typeof lesson.data.objective === 'string' && visibleTo(access, lesson, now, lesson.course_data))
      .map((lesson) => ({ lesson_id: lesson.id, title: lesson.title, objective: lesson.data.objective as string }));
  }
}

