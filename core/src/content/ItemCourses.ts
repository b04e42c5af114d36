import type { Knex } from 'knex';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** The kinds of content object a spec path names by id alone. */
export type CourseItemKind = 'lessons' | 'pages' | 'component';

const TABLES: Record<CourseItemKind, string> = { lessons: 'lessons', pages: 'pages', component: 'components' };
const NOT_FOUND: Record<CourseItemKind, string> = { lessons: 'Lesson not found.', pages: 'Page not found.', component: 'Component not found.' };

/**
 * The course of a content object named by id alone (the spec's paths without a
 * course, e.g. `GET pin_to_library/component/{id}`): the course it was made in
 * (its `course_id`), where the kernel then decides the route's permission
 * (RouteOptions.courseOf).
 */
export class ItemCourses {
  constructor(private readonly db: Knex) {}

  async courseOf(kind: CourseItemKind, id: string): Promise<string> {
    const row = (await this.db(TABLES[kind]).where({ id }).first('course_id')) as { course_id: string } | undefined;
    if (!row) throw new LmsError('not-found', NOT_FOUND[kind]);
    return row.course_id;
  }

  /** The page's course and the lesson of that course that holds it, or not-found when no lesson of its course holds it. */
  async placeOfPage(pageId: string): Promise<{ courseId: string; lessonId: string }> {
    const courseId = await this.courseOf('pages', pageId);
    const row = (await this.db('lesson_pages as lp')
      .join('course_lessons as cl', 'cl.lesson_id', 'lp.lesson_id')
      .where({ 'lp.page_id': pageId, 'cl.course_id': courseId })
      .orderBy([{ column: 'cl.position' }, { column: 'lp.position' }])
      .first('lp.lesson_id')) as { lesson_id: string } | undefined;
    if (!row) throw new LmsError('not-found', NOT_FOUND.pages);
    return { courseId, lessonId: row.lesson_id };
  }
}
