import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { CourseRow, LessonRow, PageRow } from './rows.ts';

export interface NewCourse {
  title: string;
  slug?: string;
  subtitle?: string;
  /** Becomes the course's first instructor. */
  ownerId?: string;
  settings?: Record<string, unknown>;
  startDate?: Date | null;
  endDate?: Date | null;
}

export interface NewSchedulable {
  title: string;
  draft?: boolean;
  ownerId?: string;
  /** Lessons only: shown on the preview-lessons demo (issue 26 item 7). */
  preview?: boolean;
}

/** Writes to the course structure: courses, staff, enrolments, lessons and pages in order. */
export class CourseService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** The course and its owner's staff row, in `trx` when given (else a transaction of its own). */
  async createCourse(input: NewCourse, trx?: Knex.Transaction): Promise<CourseRow> {
    if (!trx) return this.db.transaction((own) => this.createCourse(input, own));
    const title = input.title.trim();
    if (!title) throw LmsError.validation([{ field: 'title', message: 'A course needs a title.' }]);
    const now = this.clock.now();
    const [course] = (await trx('courses')
      .insert({
        id: this.ids.newId(),
        title,
        slug: input.slug ?? null,
        subtitle: input.subtitle ?? null,
        owner_id: input.ownerId ?? null,
        start_date: input.startDate ?? null,
        end_date: input.endDate ?? null,
        settings: JSON.stringify(input.settings ?? {}),
        created_at: now,
        updated_at: now,
      })
      .returning('*')) as CourseRow[];
    if (input.ownerId) await trx('course_staff').insert({ course_id: course!.id, user_id: input.ownerId, role: 'instructor' });
    return course!;
  }

  findById(courseId: string): Promise<CourseRow | undefined> {
    return this.db<CourseRow>('courses').where({ id: courseId }).first();
  }

  findBySlug(slug: string): Promise<CourseRow | undefined> {
    return this.db<CourseRow>('courses').where({ slug }).first();
  }

  async addStaff(courseId: string, userId: string, role: 'instructor' | 'assistant'): Promise<void> {
    await this.db('course_staff').insert({ course_id: courseId, user_id: userId, role }).onConflict(['course_id', 'user_id']).merge();
  }

  /** Enrols a student; returns false when already enrolled. */
  async enrol(courseId: string, userId: string): Promise<boolean> {
    const inserted = await this.db('enrollments')
      .insert({ course_id: courseId, user_id: userId, created_at: this.clock.now() })
      .onConflict(['course_id', 'user_id'])
      .ignore()
      .returning('user_id');
    return inserted.length > 0;
  }

  async createLesson(courseId: string, input: NewSchedulable): Promise<LessonRow> {
    const now = this.clock.now();
    return this.db.transaction(async (trx) => {
      const [lesson] = (await trx('lessons')
        .insert({ id: this.ids.newId(), course_id: courseId, owned_by: input.ownerId ?? null, title: input.title, draft: input.draft ?? false, preview: input.preview ?? false, created_at: now, updated_at: now })
        .returning('*')) as LessonRow[];
      const position = await trx('course_lessons').where({ course_id: courseId }).max<{ max: number | null }>('position as max').first();
      await trx('course_lessons').insert({ course_id: courseId, lesson_id: lesson!.id, position: (position?.max ?? -1) + 1 });
      return lesson!;
    });
  }

  async createPage(courseId: string, lessonId: string, input: NewSchedulable): Promise<PageRow> {
    const now = this.clock.now();
    return this.db.transaction(async (trx) => {
      const lesson = await trx('lessons').where({ id: lessonId }).first<{ course_id: string } | undefined>('course_id');
      const inCourse = await trx('course_lessons').where({ course_id: courseId, lesson_id: lessonId }).first();
      if (!lesson || !inCourse) throw new LmsError('not-found', 'Lesson not found in this course.');
      const [page] = (await trx('pages')
        .insert({ id: this.ids.newId(), course_id: courseId, owned_by: input.ownerId ?? null, title: input.title, draft: input.draft ?? false, created_at: now, updated_at: now })
        .returning('*')) as PageRow[];
      const position = await trx('lesson_pages').where({ lesson_id: lessonId }).max<{ max: number | null }>('position as max').first();
      await trx('lesson_pages').insert({ course_id: lesson.course_id, lesson_id: lessonId, page_id: page!.id, position: (position?.max ?? -1) + 1 });
      return page!;
    });
  }
}
