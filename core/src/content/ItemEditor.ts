import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { ContentCopier } from './ContentCopier.ts';
import { ContentLibrary, NOT_USABLE_MESSAGE } from './ContentLibrary.ts';
import { LessonReader } from './LessonReader.ts';
import type { EditedLesson, EditedPage, LessonFields, LessonUpdate, PageUpdate, Relocation, Scheduling } from '@lms/contract/calls/authoringCalls.ts';
import { PAGE_DATA_FIELDS } from './pageDataFields.ts';
import { checkNewOrder } from './orderedList.ts';
import { pageRuleViolation, type PlacedContent } from './pageRules.ts';
import type { ComponentSlot, LessonRow, PageRow } from './rows.ts';
import { COMPONENT_SLOTS } from './rows.ts';

export const ON_PAGE_ONCE = 'A component can be on a page only once.';

export interface Relocated {
  relocated?: Relocation;
}

const LESSON_DATA_FIELDS = ['thumbnailUrl', 'recommended', 'instructor_notes', 'license_type', 'license_compact_url', 'license_deed_url', 'license_name', 'source', 'source_url'] as const;

function schedulingColumns(body: Scheduling): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (body.draft !== undefined) columns.draft = body.draft;
  if (body.open_date !== undefined) columns.open_date = body.open_date === null ? null : new Date(body.open_date);
  if (body.suppress_until_available !== undefined) columns.suppress_until_available = body.suppress_until_available;
  return columns;
}

function pick(body: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));
}

/**
 * A program's template or section (part 3 §3 section_type) never writes
 * through to a shared item, not even its owner's: the template's changes reach
 * sections only by a sync the section sees first (issue 23 item 4).
 */
async function inProgram(trx: Knex, courseId: string): Promise<boolean> {
  const row = (await trx('courses').where({ id: courseId }).first('settings')) as { settings: Record<string, unknown> } | undefined;
  return row?.settings.section_type === 'program_master' || row?.settings.section_type === 'section';
}

/** The answers of edits read the item as its editor sees it. */
const EDITOR_ACCESS = (courseId: string): CourseAccess => ({ courseId, student: false, professor: true, manage: true, edit: true });

/**
 * Saves lessons and pages (fields, draft toggle, lock, order of their children)
 * in one transaction each. A non-owner saving a shared item gets a copy that
 * takes its place here (part 2 §6), and the answer names the new id.
 */
export class ItemEditor {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly copier: ContentCopier,
    private readonly library: ContentLibrary,
    private readonly reader: LessonReader,
  ) {}

  /** The lesson to write to: this one, or a copy of it placed in this course when it is shared and not the caller's. */
  private async writableLesson(trx: Knex, courseId: string, lessonId: string, userId: string): Promise<{ lesson: LessonRow } & Relocated> {
    const lesson = (await trx('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId })
      .forUpdate()
      .first('l.*')) as LessonRow | undefined;
    if (!lesson) throw new LmsError('not-found', 'Lesson not found.');
    if (lesson.owned_by === userId && !(await inProgram(trx, courseId))) return { lesson };
    const links = await trx('course_lessons').where({ lesson_id: lessonId }).count<{ count: string | number }[]>('* as count');
    if (Number(links[0]!.count) < 2) return { lesson };
    const copy = await this.copier.copyLesson(trx, lessonId, courseId, userId, 'share');
    await trx('course_lessons').where({ course_id: courseId, lesson_id: lessonId }).update({ lesson_id: copy.id });
    await trx('page_bookmarks').where({ course_id: courseId, lesson_id: lessonId }).update({ lesson_id: copy.id });
    return { lesson: copy, relocated: { from: lessonId, to: copy.id } };
  }

  /** The page to write to: this one, or a copy of it placed in this lesson when it is shared and not the caller's. */
  private async writablePage(trx: Knex, courseId: string, lessonId: string, pageId: string, userId: string): Promise<{ page: PageRow } & Relocated> {
    const page = (await trx('course_lessons as cl')
      .join('lesson_pages as lp', 'lp.lesson_id', 'cl.lesson_id')
      .join('pages as p', 'p.id', 'lp.page_id')
      .where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId, 'lp.page_id': pageId })
      .forUpdate()
      .first('p.*')) as PageRow | undefined;
    if (!page) throw new LmsError('not-found', 'Page not found.');
    if (page.owned_by === userId && !(await inProgram(trx, courseId))) return { page };
    const links = await trx('lesson_pages').where({ page_id: pageId }).count<{ count: string | number }[]>('* as count');
    if (Number(links[0]!.count) < 2) return { page };
    const copy = await this.copier.copyPage(trx, pageId, courseId, userId, 'share');
    await trx('lesson_pages').where({ lesson_id: lessonId, page_id: pageId }).update({ page_id: copy.id });
    await trx('page_bookmarks').where({ lesson_id: lessonId, page_id: pageId }).update({ page_id: copy.id });
    return { page: copy, relocated: { from: pageId, to: copy.id } };
  }

  /** Component ids a slot may take: already placed ones, or ones of this course or the caller's library. */
  private async checkComponents(trx: Knex, field: string, ids: string[], placed: Set<string>, courseId: string, userId: string): Promise<FieldError[]> {
    const usable = await this.library.usable(trx, userId, courseId, 'component', ids.filter((id) => !placed.has(id)));
    return ids.flatMap((id, index) => (placed.has(id) || usable.has(id) ? [] : [{ field: `${field}/${index}`, message: NOT_USABLE_MESSAGE }]));
  }

  /**
   * Takes pages out of the lesson; the pages stay for other lessons and libraries.
   * Like any edit, it first copies a shared lesson that is not the caller's, so other courses keep their pages.
   */
  async removePages(courseId: string, lessonId: string, ids: string[], userId: string): Promise<EditedLesson> {
    const { lessonId: finalId, relocated } = await this.db.transaction(async (trx) => {
      const present = new Set((await trx('course_lessons as cl').join('lesson_pages as lp', 'lp.lesson_id', 'cl.lesson_id').where({ 'cl.course_id': courseId, 'cl.lesson_id': lessonId }).pluck('lp.page_id')) as string[]);
      if (ids.some((id) => !present.has(id))) throw new LmsError('not-found', 'Page not found.');
      const { lesson, relocated } = await this.writableLesson(trx, courseId, lessonId, userId);
      await trx('lesson_pages').where({ lesson_id: lesson.id }).whereIn('page_id', ids).delete();
      return { lessonId: lesson.id, relocated };
    });
    const answer = await this.reader.lesson(courseId, finalId, EDITOR_ACCESS(courseId));
    return { ...answer, ...(relocated ? { relocated } : {}) };
  }

  async updateLesson(courseId: string, lessonId: string, body: LessonUpdate, userId: string): Promise<EditedLesson> {
    const { lessonId: finalId, relocated } = await this.db.transaction(async (trx) => {
      const { lesson, relocated } = await this.writableLesson(trx, courseId, lessonId, userId);
      const errors: FieldError[] = [];
      const data: Record<string, unknown> = { ...lesson.data, ...pick(body, LESSON_DATA_FIELDS) };
      for (const slot of ['recommended', 'instructor_notes'] as const) {
        const ids = body[slot];
        if (!ids) continue;
        const current = new Set(Array.isArray(lesson.data[slot]) ? (lesson.data[slot] as string[]) : []);
        if (new Set(ids).size !== ids.length) errors.push({ field: slot, message: 'This item is listed twice.' });
        errors.push(...(await this.checkComponents(trx, slot, ids, current, courseId, userId)));
      }
      let added: string[] = [];
      let order: string[] | null = null;
      if (body.pages) {
        const current = (await trx('lesson_pages').where({ lesson_id: lesson.id }).orderBy('position').pluck('page_id')) as string[];
        const checked = checkNewOrder('pages', current, body.pages);
        errors.push(...checked.errors);
        const usable = await this.library.usable(trx, userId, courseId, 'pages', checked.added);
        checked.added.forEach((id) => {
          if (!usable.has(id)) errors.push({ field: `pages/${body.pages!.indexOf(id)}`, message: NOT_USABLE_MESSAGE });
        });
        added = checked.added;
        order = body.pages;
      }
      if (errors.length) throw LmsError.validation(errors);
      await trx('lessons')
        .where({ id: lesson.id })
        .update({ ...pick(body as LessonFields, ['title', 'subtitle', 'description', 'preview']), ...schedulingColumns(body), data: JSON.stringify(data), updated_at: this.clock.now() });
      if (order) {
        const addedSet = new Set(added);
        for (const [position, pageId] of order.entries()) {
          if (addedSet.has(pageId)) await trx('lesson_pages').insert({ course_id: lesson.course_id, lesson_id: lesson.id, page_id: pageId, position });
          else await trx('lesson_pages').where({ lesson_id: lesson.id, page_id: pageId }).update({ position });
        }
      }
      return { lessonId: lesson.id, relocated };
    });
    const answer = await this.reader.lesson(courseId, finalId, EDITOR_ACCESS(courseId));
    return { ...answer, ...(relocated ? { relocated } : {}) };
  }

  async updatePage(courseId: string, lessonId: string, pageId: string, body: PageUpdate, userId: string): Promise<EditedPage> {
    const { pageId: finalId, relocated } = await this.db.transaction(async (trx) => {
      const { page, relocated } = await this.writablePage(trx, courseId, lessonId, pageId, userId);
      const placedRows = (await trx('page_components as pc')
        .join('components as c', 'c.id', 'pc.component_id')
        .where('pc.page_id', page.id)
        .select('pc.component_id', 'pc.slot', 'c.type')) as { component_id: string; slot: ComponentSlot; type: string }[];
      const placed = new Set(placedRows.map((row) => row.component_id));
      const slots = Object.fromEntries(
        COMPONENT_SLOTS.map((slot) => [slot, body[slot] ?? placedRows.filter((row) => row.slot === slot).map((row) => row.component_id)]),
      ) as Record<ComponentSlot, string[]>;
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      for (const slot of COMPONENT_SLOTS) {
        slots[slot].forEach((id, index) => {
          if (seen.has(id)) errors.push({ field: `${slot}/${index}`, message: ON_PAGE_ONCE });
          seen.add(id);
        });
        if (body[slot]) errors.push(...(await this.checkComponents(trx, slot, slots[slot], placed, courseId, userId)));
      }
      if (errors.length) throw LmsError.validation(errors);
      if (body.contents) await this.checkPageRules(trx, body.contents);
      if (body.copy_course_data_from) await this.copyCourseData(trx, courseId, body.copy_course_data_from, page.id);
      const data = { ...page.data, ...pick(body, PAGE_DATA_FIELDS) };
      await trx('pages')
        .where({ id: page.id })
        .update({ ...pick(body, ['title', 'type']), ...schedulingColumns(body), data: JSON.stringify(data), updated_at: this.clock.now() });
      for (const slot of COMPONENT_SLOTS) {
        if (!body[slot]) continue;
        await trx('page_components').where({ page_id: page.id, slot }).delete();
        for (const [position, componentId] of body[slot]!.entries()) {
          await trx('page_components').insert({ course_id: courseId, page_id: page.id, component_id: componentId, slot, position });
        }
      }
      return { pageId: page.id, relocated };
    });
    const answer = await this.reader.editablePage(courseId, finalId, this.db, lessonId);
    return { ...answer, ...(relocated ? { relocated } : {}) };
  }

  /** Part 2 §5 page rules over a page's whole new contents, in order. */
  private async checkPageRules(trx: Knex, contents: string[]): Promise<void> {
    const types = new Map(
      ((await trx('components').whereIn('id', contents).select('id', 'type')) as { id: string; type: string }[]).map((row) => [row.id, row.type]),
    );
    const before: PlacedContent[] = [];
    for (const id of contents) {
      const type = types.get(id)!;
      const rules = this.catalogue.componentType(type)?.definition.pageRules;
      const violation = pageRuleViolation(before, type, rules);
      if (violation) throw new LmsError('page-rule', violation);
      before.push({ type, rules });
    }
  }

  /** `copy_course_data_from`: the page takes the course's per-item data (dates, graded) of another page. */
  private async copyCourseData(trx: Knex, courseId: string, fromPageId: string, toPageId: string): Promise<void> {
    const course = (await trx('courses').where({ id: courseId }).forUpdate().first('settings')) as { settings: Record<string, unknown> };
    const courseData = { ...((course.settings.course_data as Record<string, unknown> | undefined) ?? {}) };
    if (!(fromPageId in courseData)) throw LmsError.validation([{ field: 'copy_course_data_from', message: 'That page has no course data to copy.' }]);
    courseData[toPageId] = structuredClone(courseData[fromPageId]);
    await trx('courses').where({ id: courseId }).update({ settings: JSON.stringify({ ...course.settings, course_data: courseData }), updated_at: this.clock.now() });
  }
}
