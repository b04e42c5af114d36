import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { ApiComponent } from '@lms/contract/apiTypes.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { readTrees } from './componentTree.ts';
import type { ApiLesson, EditablePage } from '@lms/contract/calls/authoringCalls.ts';
import { lessonSlot, toApiLesson, toApiPageFields } from './itemViews.ts';
import type { ComponentRow, ComponentSlot, LessonRow, PageRow } from './rows.ts';
import { visibleTo, type ItemCourseData } from './visibility.ts';

/** Lessons as the lesson screen and the editors read them, and the page editor's full page. */
export class LessonReader {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
  ) {}

  /** The lesson of the course (not-found when it is not in the course or hidden from the caller). */
  async lesson(courseId: string, lessonId: string, access: CourseAccess | null, db: Knex = this.db): Promise<ApiLesson> {
    const lesson = (await db('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .join('courses as c', 'c.id', 'cl.course_id')
      .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId })
      .first('l.*', db.raw("c.settings->'course_data' as course_data"))) as (LessonRow & { course_data: Record<string, ItemCourseData> | null }) | undefined;
    const now = this.clock.now();
    const inCourse = lesson?.course_data ?? {};
    if (!lesson || !visibleTo(access, lesson, now, inCourse[lessonId])) throw new LmsError('not-found', 'Lesson not found.');
    const pages = (await db('lesson_pages as lp')
      .join('pages as p', 'p.id', 'lp.page_id')
      .where('lp.lesson_id', lessonId)
      .orderBy([{ column: 'lp.position' }, { column: 'p.id' }])
      .select('p.*')) as PageRow[];
    const recommendedIds = lessonSlot(lesson, 'recommended');
    const noteIds = access?.professor ? lessonSlot(lesson, 'instructor_notes') : [];
    const components = await this.components(db, [...recommendedIds, ...noteIds], access?.professor === true);
    const pick = (ids: string[]) => ids.flatMap((id) => (components.has(id) ? [components.get(id)!] : []));
    return toApiLesson(
      lesson,
      pages.filter((page) => visibleTo(access, page, now, inCourse[page.id])),
      pick(recommendedIds),
      access?.professor ? pick(noteIds) : null,
    );
  }

  private async components(db: Knex, ids: string[], professor: boolean): Promise<Map<string, ApiComponent>> {
    if (!ids.length) return new Map();
    const rows = (await db('components').whereIn('id', ids)) as ComponentRow[];
    const answer = await readTrees(db, this.catalogue, rows, professor);
    return new Map(rows.map((row) => [row.id, answer(row)]));
  }

  /** Every field of a page and its three slots, drafts and locked pages included (editors and edit preview). */
  async editablePage(courseId: string, pageId: string, db: Knex = this.db, lessonId?: string): Promise<EditablePage> {
    const query = db('course_lessons as cl')
      .join('lesson_pages as lp', 'lp.lesson_id', 'cl.lesson_id')
      .join('pages as p', 'p.id', 'lp.page_id')
      .where({ 'cl.course_id': courseId, 'lp.page_id': pageId });
    if (lessonId) query.where('lp.lesson_id', lessonId);
    const page = (await query.orderBy('cl.position').first('p.*', 'lp.lesson_id')) as (PageRow & { lesson_id: string }) | undefined;
    if (!page) throw new LmsError('not-found', 'Page not found.');
    const placed = (await db('page_components as pc')
      .join('components as c', 'c.id', 'pc.component_id')
      .where('pc.page_id', pageId)
      .orderBy([{ column: 'pc.slot' }, { column: 'pc.position' }])
      .select('c.*', 'pc.slot')) as (ComponentRow & { slot: ComponentSlot })[];
    const answer = await readTrees(db, this.catalogue, placed, true);
    const inSlot = (slot: ComponentSlot) => placed.filter((c) => c.slot === slot).map(answer);
    return {
      ...toApiPageFields(page),
      lesson_id: page.lesson_id,
      contents: inSlot('contents'),
      recommended: inSlot('recommended'),
      instructor_notes: inSlot('instructor_notes'),
    };
  }
}
