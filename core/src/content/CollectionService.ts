import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import type { ContentCopier } from './ContentCopier.ts';
import { ContentLibrary, NOT_USABLE_MESSAGE } from './ContentLibrary.ts';
import { toApiPageFields } from './itemViews.ts';
import type { ApiPageFields, ClonedItem, CourseUpdate, NewLesson, NewPage } from '@lms/contract/calls/authoringCalls.ts';
import { PAGE_DATA_FIELDS } from './pageDataFields.ts';
import { checkNewOrder } from './orderedList.ts';
import type { CourseRow, LessonRow, PageRow } from './rows.ts';

const COURSE_IMAGE_FIELDS = ['image', 'thumbnailUrl', 'collegeLogoUrl', 'professorsPictureUrl'] as const;

async function nextPosition(trx: Knex, table: 'course_lessons' | 'lesson_pages', where: Record<string, string>): Promise<number> {
  const row = await trx(table).where(where).max<{ max: number | null }>('position as max').first();
  return (row?.max ?? -1) + 1;
}

/**
 * The structure of a course: creating lessons and pages, the order of its
 * lessons, cloning and removing (part 2 §7 "Content"). One transaction per call.
 */
export class CollectionService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly copier: ContentCopier,
    private readonly library: ContentLibrary,
  ) {}

  private async lessonIds(trx: Knex, courseId: string): Promise<string[]> {
    return (await trx('course_lessons').where({ course_id: courseId }).orderBy([{ column: 'position' }, { column: 'lesson_id' }]).pluck('lesson_id')) as string[];
  }

  /** The lesson of the course, locked for this transaction. */
  private async lessonOf(trx: Knex, courseId: string, lessonId: string): Promise<LessonRow> {
    const lesson = (await trx('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId })
      .forUpdate()
      .first('l.*')) as LessonRow | undefined;
    if (!lesson) throw new LmsError('not-found', 'Lesson not found.');
    return lesson;
  }

  async createLesson(courseId: string, body: NewLesson, userId: string): Promise<LessonRow> {
    const now = this.clock.now();
    return this.db.transaction(async (trx) => {
      await trx('courses').where({ id: courseId }).forUpdate().first('id');
      const [lesson] = (await trx('lessons')
        .insert({
          id: this.ids.newId(),
          course_id: courseId,
          owned_by: userId,
          title: body.title.trim(),
          subtitle: body.subtitle ?? null,
          description: body.description ?? null,
          draft: body.draft ?? false,
          created_at: now,
          updated_at: now,
        })
        .returning('*')) as LessonRow[];
      await trx('course_lessons').insert({ course_id: courseId, lesson_id: lesson!.id, position: await nextPosition(trx, 'course_lessons', { course_id: courseId }) });
      return lesson!;
    });
  }

  async createPage(courseId: string, lessonId: string, body: NewPage, userId: string): Promise<ApiPageFields> {
    const now = this.clock.now();
    const data = Object.fromEntries(Object.entries(body).filter(([key]) => (PAGE_DATA_FIELDS as readonly string[]).includes(key)));
    return this.db.transaction(async (trx) => {
      const lesson = await this.lessonOf(trx, courseId, lessonId);
      const [page] = (await trx('pages')
        .insert({
          id: this.ids.newId(),
          course_id: courseId,
          owned_by: userId,
          title: body.title.trim(),
          ...(body.type ? { type: body.type } : {}),
          draft: body.draft ?? false,
          data: JSON.stringify(data),
          created_at: now,
          updated_at: now,
        })
        .returning('*')) as PageRow[];
      const position = await nextPosition(trx, 'lesson_pages', { lesson_id: lessonId });
      await trx('lesson_pages').insert({ course_id: lesson.course_id, lesson_id: lessonId, page_id: page!.id, position });
      return toApiPageFields(page!);
    });
  }

  /** Title, images and the order of the lessons (which may add existing lessons). */
  async updateCourse(courseId: string, body: CourseUpdate, userId: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      const course = (await trx('courses').where({ id: courseId }).forUpdate().first()) as CourseRow | undefined;
      if (!course) throw new LmsError('not-found', 'Course not found.');
      const errors: FieldError[] = [];
      let added = new Set<string>();
      if (body.lessons) {
        const checked = checkNewOrder('lessons', await this.lessonIds(trx, courseId), body.lessons);
        errors.push(...checked.errors);
        const usable = await this.library.usable(trx, userId, courseId, 'lessons', checked.added);
        checked.added.forEach((id) => {
          if (!usable.has(id)) errors.push({ field: `lessons/${body.lessons!.indexOf(id)}`, message: NOT_USABLE_MESSAGE });
        });
        added = new Set(checked.added);
      }
      if (errors.length) throw LmsError.validation(errors);
      const images = Object.fromEntries(COURSE_IMAGE_FIELDS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
      await trx('courses')
        .where({ id: courseId })
        .update({ ...(body.title !== undefined ? { title: body.title.trim() } : {}), settings: JSON.stringify({ ...course.settings, ...images }), updated_at: this.clock.now() });
      for (const [position, lessonId] of (body.lessons ?? []).entries()) {
        if (added.has(lessonId)) await trx('course_lessons').insert({ course_id: courseId, lesson_id: lessonId, position });
        else await trx('course_lessons').where({ course_id: courseId, lesson_id: lessonId }).update({ position });
      }
    });
  }

  private static missing(ids: string[], present: string[], what: string): void {
    const known = new Set(present);
    if (ids.some((id) => !known.has(id))) throw new LmsError('not-found', `${what} not found.`);
  }

  async cloneLessons(courseId: string, ids: string[], userId: string): Promise<ClonedItem[]> {
    return this.db.transaction(async (trx) => {
      await trx('courses').where({ id: courseId }).forUpdate().first('id');
      CollectionService.missing(ids, await this.lessonIds(trx, courseId), 'Lesson');
      let position = await nextPosition(trx, 'course_lessons', { course_id: courseId });
      const clones: ClonedItem[] = [];
      for (const id of ids) {
        const copy = await this.copier.copyLesson(trx, id, courseId, userId, 'deep');
        await trx('course_lessons').insert({ course_id: courseId, lesson_id: copy.id, position: position++ });
        clones.push({ _id: copy.id, title: copy.title, source_id: id });
      }
      return clones;
    });
  }

  async clonePages(courseId: string, lessonId: string, ids: string[], userId: string): Promise<ClonedItem[]> {
    return this.db.transaction(async (trx) => {
      const lesson = await this.lessonOf(trx, courseId, lessonId);
      CollectionService.missing(ids, (await trx('lesson_pages').where({ lesson_id: lessonId }).pluck('page_id')) as string[], 'Page');
      let position = await nextPosition(trx, 'lesson_pages', { lesson_id: lessonId });
      const clones: ClonedItem[] = [];
      for (const id of ids) {
        const copy = await this.copier.copyPage(trx, id, courseId, userId, 'deep');
        await trx('lesson_pages').insert({ course_id: lesson.course_id, lesson_id: lessonId, page_id: copy.id, position: position++ });
        clones.push({ _id: copy.id, title: copy.title, source_id: id });
      }
      return clones;
    });
  }

  /** Takes lessons out of the course; the lessons themselves stay for other courses and libraries. */
  async removeLessons(courseId: string, ids: string[]): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('courses').where({ id: courseId }).forUpdate().first('id');
      CollectionService.missing(ids, await this.lessonIds(trx, courseId), 'Lesson');
      await trx('course_lessons').where({ course_id: courseId }).whereIn('lesson_id', ids).delete();
    });
  }
}
