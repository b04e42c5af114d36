import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { PreparedQuery } from '../database/PreparedQuery.ts';
import type { ComponentRow, ComponentSlot, CourseRow, LessonRow, PageRow } from './rows.ts';
import { courseDataMap, courseDataOf, visibleTo, type ItemCourseData, type Schedulable } from './visibility.ts';
import { readTrees } from './componentTree.ts';
import type { ApiComponent, CourseOutline, OutlineSchedule, PageView } from '@lms/contract/apiTypes.ts';

interface LocatedRow {
  course_title: string;
  lesson_title: string;
  lesson_draft: boolean;
  lesson_open_date: Date | null;
  lesson_suppress: boolean;
  page_title: string;
  page_type: string;
  page_draft: boolean;
  page_open_date: Date | null;
  page_suppress: boolean;
  page_proficiency: string | null;
  lesson_course_data: ItemCourseData | null;
  page_course_data: ItemCourseData | null;
}

export interface LocatedPage {
  course: { id: string; title: string };
  lesson: Schedulable & { id: string; title: string };
  page: Schedulable & { id: string; title: string; type: string };
}

/** Columns of the course, lesson and page of an address (aliased: the components' own columns cannot clash). */
const LOCATED_COLUMNS = [
  'c.title as course_title',
  'l.title as lesson_title',
  'l.draft as lesson_draft',
  'l.open_date as lesson_open_date',
  'l.suppress_until_available as lesson_suppress',
  'p.title as page_title',
  'p.type as page_type',
  'p.draft as page_draft',
  'p.open_date as page_open_date',
  'p.suppress_until_available as page_suppress',
];

/** The located columns plus the page's proficiency (part 2 §3) and the course's own data for the lesson and page. */
const locatedColumns = (db: Knex) => [
  ...LOCATED_COLUMNS,
  db.raw("p.data->>'proficiency' as page_proficiency"),
  courseDataOf(db, 'c', 'l.id', 'lesson_course_data'),
  courseDataOf(db, 'c', 'p.id', 'page_course_data'),
];

/** The join of a page address: a lesson of the course, holding the page. */
function pageAddress(db: Knex, courseId: string, lessonId: string, pageId: string): Knex.QueryBuilder {
  return db('course_lessons as cl')
    .join('courses as c', 'c.id', 'cl.course_id')
    .join('lessons as l', 'l.id', 'cl.lesson_id')
    .join('lesson_pages as lp', 'lp.lesson_id', 'l.id')
    .join('pages as p', 'p.id', 'lp.page_id')
    .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId, 'lp.page_id': pageId });
}

const locatedPage = new PreparedQuery<[courseId: string, lessonId: string, pageId: string]>((db, courseId, lessonId, pageId) =>
  pageAddress(db, courseId, lessonId, pageId).first(...locatedColumns(db)),
);

/** The page view in one query: the address joined with the page's placed components, one row each (one row of nulls for an empty page). */
const pageWithComponents = new PreparedQuery<[courseId: string, lessonId: string, pageId: string]>((db, courseId, lessonId, pageId) =>
  pageAddress(db, courseId, lessonId, pageId)
    .leftJoin('page_components as pc', 'pc.page_id', 'p.id')
    .leftJoin('components as pcc', 'pcc.id', 'pc.component_id')
    .orderBy([{ column: 'pc.slot' }, { column: 'pc.position' }])
    .select(...locatedColumns(db), 'pcc.*', 'pc.slot'),
);

const courseById = new PreparedQuery<[courseId: string]>((db, courseId) => db('courses').where({ id: courseId }).first());

const lessonsOfCourse = new PreparedQuery<[courseId: string]>((db, courseId) =>
  db('course_lessons as cl')
    .join('lessons as l', 'l.id', 'cl.lesson_id')
    .where('cl.course_id', courseId)
    .orderBy([{ column: 'cl.position' }, { column: 'l.id' }])
    .select('l.*'),
);

const pagesOfCourse = new PreparedQuery<[courseId: string]>((db, courseId) =>
  db('course_lessons as cl')
    .join('lesson_pages as lp', 'lp.lesson_id', 'cl.lesson_id')
    .join('pages as p', 'p.id', 'lp.page_id')
    .where('cl.course_id', courseId)
    .orderBy([{ column: 'lp.position' }, { column: 'p.id' }])
    .select('p.*', 'lp.lesson_id'),
);

/** An item's schedule as the outline gives it to professors. */
function scheduleOf(item: Schedulable): OutlineSchedule {
  return { open_date: item.open_date ? new Date(item.open_date).toISOString() : null, suppress_until_available: item.suppress_until_available };
}

/**
 * The answers of a slot's components, in order. A function of the module, not a closure made per
 * page view: the server runs under tsx, which names every closure it makes (`__name`, a property
 * definition per page view; issue 15 item 9).
 */
function inSlot<R extends { slot: ComponentSlot | null }>(placed: R[], slot: ComponentSlot, answer: (row: R) => ApiComponent): ApiComponent[] {
  return placed.filter((row) => row.slot === slot).map(answer);
}

/** Reads of the course structure, filtered by what the caller may see. Query counts do not grow with the course. */
export class ContentReader {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
  ) {}

  async outline(courseId: string, access: CourseAccess | null): Promise<CourseOutline> {
    const now = this.clock.now();
    const course = await courseById.first<CourseRow>(this.db, courseId);
    if (!course) throw new LmsError('not-found', 'Course not found.');
    const lessons = await lessonsOfCourse.rows<LessonRow>(this.db, courseId);
    const inCourse = courseDataMap(course.settings);
    const visibleLessons = lessons.filter((lesson) => visibleTo(access, lesson, now, inCourse[lesson.id]));
    // Authors see each item's schedule (the lock state of the collection editors); students never do.
    const professor = access?.professor === true;
    // Pages of hidden lessons come too (a course has few) and are dropped below: one query of fixed shape.
    const pages = visibleLessons.length ? await pagesOfCourse.rows<PageRow & { lesson_id: string }>(this.db, courseId) : [];
    return {
      _id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      lessons: visibleLessons.map((lesson) => ({
        _id: lesson.id,
        title: lesson.title,
        subtitle: lesson.subtitle,
        draft: lesson.draft,
        ...(professor ? scheduleOf(lesson) : {}),
        pages: pages
          .filter((page) => page.lesson_id === lesson.id && visibleTo(access, page, now, inCourse[page.id]))
          .map((page) => ({ _id: page.id, title: page.title, draft: page.draft, ...(professor ? scheduleOf(page) : {}) })),
      })),
    };
  }

  /** Checks the located row is visible to the caller; not-found otherwise (hidden items are not revealed). */
  private located(row: LocatedRow | undefined, courseId: string, lessonId: string, pageId: string, access: CourseAccess | null): LocatedPage {
    if (!row) throw new LmsError('not-found', 'Page not found.');
    const located: LocatedPage = {
      course: { id: courseId, title: row.course_title },
      lesson: { id: lessonId, title: row.lesson_title, draft: row.lesson_draft, open_date: row.lesson_open_date, suppress_until_available: row.lesson_suppress },
      page: { id: pageId, title: row.page_title, type: row.page_type, draft: row.page_draft, open_date: row.page_open_date, suppress_until_available: row.page_suppress },
    };
    const now = this.clock.now();
    if (!visibleTo(access, located.lesson, now, row.lesson_course_data) || !visibleTo(access, located.page, now, row.page_course_data)) throw new LmsError('not-found', 'Page not found.');
    return located;
  }

  /**
   * The course, lesson and page of a page address, checked to belong together and
   * to be visible to the caller; not-found otherwise (hidden items are not revealed).
   */
  async locatePage(courseId: string, lessonId: string, pageId: string, access: CourseAccess | null): Promise<LocatedPage> {
    const row = await locatedPage.first<LocatedRow>(this.db, courseId, lessonId, pageId);
    return this.located(row, courseId, lessonId, pageId, access);
  }

  /** A page with its components, in one query (and one per level of containers' children, when it holds containers). */
  async page(courseId: string, lessonId: string, pageId: string, access: CourseAccess | null): Promise<PageView> {
    const rows = await pageWithComponents.rows<LocatedRow & ComponentRow & { slot: ComponentSlot | null }>(this.db, courseId, lessonId, pageId);
    const { course, lesson, page } = this.located(rows[0], courseId, lessonId, pageId, access);
    const professor = access?.professor === true;
    const placed = rows.filter((row) => row.slot !== null && (professor || row.slot !== 'instructor_notes'));
    // Containers' children come in one more query per level of nesting; a page without containers costs none.
    const answer = await readTrees(this.db, this.catalogue, placed, professor);
    return {
      _id: page.id,
      title: page.title,
      type: page.type,
      draft: page.draft,
      proficiency: rows[0]!.page_proficiency,
      course: { _id: course.id, title: course.title },
      lesson: { _id: lesson.id, title: lesson.title },
      contents: inSlot(placed, 'contents', answer),
      recommended: inSlot(placed, 'recommended', answer),
      ...(professor ? { instructor_notes: inSlot(placed, 'instructor_notes', answer) } : {}),
    };
  }
}
