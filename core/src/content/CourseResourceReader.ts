import type { Knex } from 'knex';
import type { LessonResources, ResourceSlots } from '@lms/contract/services.ts';
import type { ApiComponent } from '@lms/contract/apiTypes.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { readTrees } from './componentTree.ts';
import { lessonSlot } from './itemViews.ts';
import type { ComponentRow, LessonRow } from './rows.ts';

type ResourceSlot = 'recommended' | 'instructor_notes';

/**
 * A course's recommended components and instructor notes (part 1 §2
 * /instructor_resources), in four queries whatever the course's size: its
 * lessons, their pages, the pages' slotted components, and the lessons' own
 * (kept in the lesson's data) with their containers' children.
 */
export class CourseResourceReader {
  constructor(
    private readonly db: Knex,
    private readonly catalogue: ComponentTypeCatalogue,
  ) {}

  async resources(courseId: string): Promise<LessonResources[]> {
    const course = await this.db('courses').where({ id: courseId }).first('id');
    if (!course) throw new LmsError('not-found', 'Course not found.');
    const lessons = (await this.db('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .where('cl.course_id', courseId)
      .orderBy([{ column: 'cl.position' }, { column: 'l.id' }])
      .select('l.*')) as LessonRow[];
    if (lessons.length === 0) return [];
    const lessonIds = lessons.map((lesson) => lesson.id);
    const pages = (await this.db('lesson_pages as lp')
      .join('pages as p', 'p.id', 'lp.page_id')
      .whereIn('lp.lesson_id', lessonIds)
      .orderBy([{ column: 'lp.lesson_id' }, { column: 'lp.position' }, { column: 'p.id' }])
      .select('p.id', 'p.title', 'lp.lesson_id')) as { id: string; title: string; lesson_id: string }[];
    const placed = (await this.db('page_components as pc')
      .join('components as c', 'c.id', 'pc.component_id')
      .whereIn(
        'pc.page_id',
        pages.map((page) => page.id),
      )
      .whereIn('pc.slot', ['recommended', 'instructor_notes'])
      .orderBy([{ column: 'pc.page_id' }, { column: 'pc.slot' }, { column: 'pc.position' }])
      .select('c.*', 'pc.page_id', 'pc.slot')) as (ComponentRow & { page_id: string; slot: ResourceSlot })[];
    const lessonComponentIds = lessons.flatMap((lesson) => [...lessonSlot(lesson, 'recommended'), ...lessonSlot(lesson, 'instructor_notes')]);
    const lessonComponents = lessonComponentIds.length ? ((await this.db('components').whereIn('id', lessonComponentIds)) as ComponentRow[]) : [];
    const answer = await readTrees(this.db, this.catalogue, [...placed, ...lessonComponents], true);

    const byId = new Map(lessonComponents.map((row) => [row.id, row]));
    const lessonSlots = (lesson: LessonRow): ResourceSlots => {
      const pick = (slot: ResourceSlot): ApiComponent[] => lessonSlot(lesson, slot).flatMap((id) => (byId.has(id) ? [answer(byId.get(id)!)] : []));
      return { recommended: pick('recommended'), instructorNotes: pick('instructor_notes') };
    };
    const pageSlots = (pageId: string): ResourceSlots => {
      const inSlot = (slot: ResourceSlot) => placed.filter((row) => row.page_id === pageId && row.slot === slot).map(answer);
      return { recommended: inSlot('recommended'), instructorNotes: inSlot('instructor_notes') };
    };
    const holdsAny = (slots: ResourceSlots) => slots.recommended.length > 0 || slots.instructorNotes.length > 0;

    return lessons.flatMap((lesson) => {
      const own = lessonSlots(lesson);
      const lessonPages = pages
        .filter((page) => page.lesson_id === lesson.id)
        .map((page) => ({ pageId: page.id, title: page.title, ...pageSlots(page.id) }))
        .filter(holdsAny);
      return holdsAny(own) || lessonPages.length > 0 ? [{ lessonId: lesson.id, title: lesson.title, ...own, pages: lessonPages }] : [];
    });
  }
}
