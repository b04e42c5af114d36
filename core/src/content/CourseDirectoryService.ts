import type { Knex } from 'knex';
import { coreServices, type Clock, type CourseCopyInput, type CourseDirectory, type CourseIdentityChange, type CourseRemoval, type SectionLink, type CourseSummary, type TreeLesson, type IdGenerator, type LessonResources } from '@lms/contract/services.ts';
import type { CourseOutline } from '@lms/contract/apiTypes.ts';
import { COURSE_FLAGS, type CourseFlag } from '@lms/contract/calls/learnerCalls.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { ContentCopier } from './ContentCopier.ts';
import type { ContentReader } from './ContentReader.ts';
import type { CourseResourceReader } from './CourseResourceReader.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import { courseAmount } from '../permissions/courseHold.ts';
import type { CourseRow, LessonRow, PageRow } from './rows.ts';

/** Settings a copy never inherits: who pays what, and the source's LMS connection. */
const NOT_COPIED = ['payment', 'keys', 'is_free'];

function summary(row: CourseRow): CourseSummary {
  const thumbnail = row.settings.thumbnailUrl;
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    amount: courseAmount(row.settings),
    startDate: row.start_date,
    endDate: row.end_date,
    thumbnailUrl: typeof thumbnail === 'string' && thumbnail ? thumbnail : null,
  };
}

/** `coreServices.courses`: course summaries for plugins, and course copies (an adopted catalog course). */
export class CourseDirectoryService implements CourseDirectory {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly content: ContentReader,
    private readonly copier: ContentCopier,
    private readonly courseResources: CourseResourceReader,
  ) {}

  resources(courseId: string): Promise<LessonResources[]> {
    return this.courseResources.resources(courseId);
  }

  outline(courseId: string, access: CourseAccess): Promise<CourseOutline> {
    return this.content.outline(courseId, access);
  }

  async flags(courseId: string): Promise<Readonly<Record<CourseFlag, boolean>>> {
    const row = isId(courseId) ? ((await this.db('courses').where({ id: courseId }).first('settings')) as Pick<CourseRow, 'settings'> | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'Course not found.');
    return Object.fromEntries(COURSE_FLAGS.map((flag) => [flag, row.settings[flag] === true])) as Record<CourseFlag, boolean>;
  }

  async summaries(ids: readonly string[], trx: Knex = this.db): Promise<CourseSummary[]> {
    const wanted = ids.filter(isId);
    if (wanted.length === 0) return [];
    const rows = (await trx('courses').whereIn('id', wanted).select('*')) as CourseRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => (byId.has(id) ? [summary(byId.get(id)!)] : []));
  }

  async taughtBy(userId: string, trx: Knex = this.db): Promise<CourseSummary[]> {
    if (!isId(userId)) return [];
    const rows = (await trx('courses as c')
      .join('course_staff as s', 's.course_id', 'c.id')
      .where('s.user_id', userId)
      .orderBy('c.title')
      .orderBy('c.id')
      .select('c.*')) as CourseRow[];
    return rows.map(summary);
  }

  async paidCourses(limit: number): Promise<CourseSummary[]> {
    const rows = (await this.db('courses')
      .whereNull('archived_at')
      .whereRaw("coalesce(settings->>'is_free', 'false') <> 'true'")
      .whereRaw("jsonb_typeof(settings #> '{payment,amount}') = 'number' and (settings #>> '{payment,amount}')::numeric > 0")
      .orderByRaw('lower(title), id')
      .limit(limit)
      .select('*')) as CourseRow[];
    return rows.map(summary);
  }

  async copy(sourceId: string, input: CourseCopyInput, trx?: Knex.Transaction): Promise<CourseSummary> {
    if (!trx) return this.db.transaction((own) => this.copy(sourceId, input, own));
    const title = input.title.trim();
    if (!title) throw LmsError.validation([{ field: 'title', message: 'A course needs a title.' }]);
    const source = isId(sourceId) ? ((await trx('courses').where({ id: sourceId }).first()) as CourseRow | undefined) : undefined;
    if (!source) throw new LmsError('not-found', 'Course not found.');
    const settings = { ...Object.fromEntries(Object.entries(source.settings).filter(([key]) => !NOT_COPIED.includes(key))), ...input.section };
    const now = this.clock.now();
    const [course] = (await trx('courses')
      .insert({
        id: this.ids.newId(),
        title,
        subtitle: source.subtitle,
        owner_id: input.instructorId,
        open_date: source.open_date,
        start_date: input.startDate === undefined ? source.start_date : input.startDate,
        end_date: null,
        settings: JSON.stringify(settings),
        created_at: now,
        updated_at: now,
      })
      .returning('*')) as CourseRow[];
    await trx('course_staff').insert({ course_id: course!.id, user_id: input.instructorId, role: 'instructor' });
    if (input.deep) {
      // A deep clone: the copy's own lessons, pages and components, in the source's order.
      const lessons = (await trx('course_lessons').where({ course_id: source.id }).orderBy('position').select('lesson_id', 'position')) as { lesson_id: string; position: number }[];
      for (const link of lessons) {
        const lesson = await this.copier.copyLesson(trx, link.lesson_id, course!.id, input.instructorId, 'deep');
        await trx('course_lessons').insert({ course_id: course!.id, lesson_id: lesson.id, position: link.position });
      }
      return summary(course!);
    }
    // The lessons are shared, in the source's order; the first edit in the copy copies a lesson (copy-on-write).
    await trx.raw(
      'insert into course_lessons (course_id, lesson_id, position) select ?, lesson_id, position from course_lessons where course_id = ?',
      [course!.id, source.id],
    );
    return summary(course!);
  }

  async setSectionLink(courseId: string, link: Partial<SectionLink>, trx: Knex = this.db): Promise<void> {
    const updated = isId(courseId)
      ? await trx('courses')
          .where({ id: courseId })
          .update({ settings: trx.raw('settings || ?::jsonb', [JSON.stringify(link)]), updated_at: this.clock.now() })
      : 0;
    if (!updated) throw new LmsError('not-found', 'Course not found.');
  }

  async editIdentity(courseId: string, change: CourseIdentityChange, trx: Knex = this.db): Promise<void> {
    const columns: Record<string, unknown> = { updated_at: this.clock.now() };
    if (change.title !== undefined) columns.title = change.title.trim();
    if (change.open_date !== undefined) columns.open_date = change.open_date === null ? null : new Date(change.open_date);
    if (change.professors_info !== undefined) columns.settings = trx.raw('settings || ?::jsonb', [JSON.stringify({ professors_info: change.professors_info })]);
    const updated = isId(courseId) ? await trx('courses').where({ id: courseId }).update(columns) : 0;
    if (!updated) throw new LmsError('not-found', 'Course not found.');
  }

  async remove(courseId: string, trx?: Knex.Transaction): Promise<CourseRemoval> {
    if (!trx) return this.db.transaction((own) => this.remove(courseId, own));
    const course = isId(courseId) ? await trx('courses').where({ id: courseId }).forUpdate().first('id') : undefined;
    if (!course) return 'not-found';
    if (await trx('enrollments').where({ course_id: courseId }).first('user_id')) return 'has-students';
    if (await sharedElsewhere(trx, courseId)) return 'shared';
    await trx('courses').where({ id: courseId }).delete();
    return 'removed';
  }

  async contentTree(courseId: string, trx: Knex = this.db): Promise<TreeLesson[]> {
    if (!isId(courseId)) return [];
    const lessons = (await trx('course_lessons as cl')
      .join('lessons as l', 'l.id', 'cl.lesson_id')
      .where('cl.course_id', courseId)
      .orderBy('cl.position')
      .select('l.id', 'l.title', 'l.subtitle', 'l.description', 'l.draft', 'l.data')) as (Pick<LessonRow, 'id' | 'title' | 'subtitle' | 'description' | 'draft' | 'data'>)[];
    if (lessons.length === 0) return [];
    const pages = (await trx('lesson_pages as lp')
      .join('pages as p', 'p.id', 'lp.page_id')
      .whereIn('lp.lesson_id', lessons.map((lesson) => lesson.id))
      .orderBy(['lp.lesson_id', 'lp.position'])
      .select('lp.lesson_id', 'p.id', 'p.title', 'p.type', 'p.draft', 'p.data')) as (Pick<PageRow, 'id' | 'title' | 'type' | 'draft' | 'data'> & { lesson_id: string })[];
    const components = pages.length
      ? ((await trx('page_components as pc')
          .join('components as c', 'c.id', 'pc.component_id')
          .whereIn('pc.page_id', [...new Set(pages.map((page) => page.id))])
          .orderBy(['pc.page_id', 'pc.slot', 'pc.position'])
          .select('pc.page_id', 'c.id', 'c.type', 'c.title', 'pc.slot')) as (TreeLesson['pages'][number]['components'][number] & { page_id: string })[])
      : [];
    return lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      content: JSON.stringify([lesson.subtitle, lesson.description, lesson.draft, lesson.data]),
      pages: pages
        .filter((page) => page.lesson_id === lesson.id)
        .map((page) => ({
          id: page.id,
          title: page.title,
          content: JSON.stringify([page.type, page.draft, page.data]),
          components: components.filter((component) => component.page_id === page.id).map(({ id, type, title, slot }) => ({ id, type, title, slot })),
        })),
    }));
  }

  async setLessons(courseId: string, lessonIds: readonly string[], fromCourseId: string, trx: Knex.Transaction): Promise<void> {
    if (new Set(lessonIds).size !== lessonIds.length) throw new LmsError('not-found', 'Lesson not found.');
    const known = new Set(
      (await trx('course_lessons').whereIn('course_id', [courseId, fromCourseId].filter(isId)).whereIn('lesson_id', lessonIds).pluck('lesson_id')) as string[],
    );
    if (lessonIds.some((id) => !known.has(id))) throw new LmsError('not-found', 'Lesson not found.');
    await trx('course_lessons').where({ course_id: courseId }).delete();
    if (lessonIds.length) await trx('course_lessons').insert(lessonIds.map((lessonId, position) => ({ course_id: courseId, lesson_id: lessonId, position })));
  }
}

/** Whether another course reaches a lesson, page or component made in this one (deleting the course cascades to them). */
async function sharedElsewhere(trx: Knex.Transaction, courseId: string): Promise<boolean> {
  const { rows } = (await trx.raw(
    `select exists (
       select 1 from course_lessons cl join lessons l on l.id = cl.lesson_id
        where l.course_id = :courseId and cl.course_id <> :courseId
       union all
       select 1 from lesson_pages lp join pages p on p.id = lp.page_id join course_lessons cl on cl.lesson_id = lp.lesson_id
        where p.course_id = :courseId and cl.course_id <> :courseId
       union all
       select 1 from page_components pc join components c on c.id = pc.component_id
         join lesson_pages lp on lp.page_id = pc.page_id join course_lessons cl on cl.lesson_id = lp.lesson_id
        where c.course_id = :courseId and cl.course_id <> :courseId
     ) as shared`,
    { courseId },
  )) as { rows: { shared: boolean }[] };
  return rows[0]!.shared;
}
