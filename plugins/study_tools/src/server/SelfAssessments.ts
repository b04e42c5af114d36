import { LmsError, type Clock, type CourseAccess, type CourseDirectory, type Knex } from '@lms/sdk';
import type { SelfAssessment } from '../calls/selfAssessmentCalls.ts';

interface RatingRow {
  lesson_id: string;
  rating: number;
  updated_at: Date;
}

/** Each learner's own rating of the lessons of a course (user/self_assessments/{courseId}); every read and write is the caller's own. */
export class SelfAssessments {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly courses: CourseDirectory,
  ) {}

  /** The lessons the caller may see, in course order, each with the caller's rating (a rating of a lesson since hidden stays stored, unlisted). */
  async list(userId: string, access: CourseAccess): Promise<SelfAssessment[]> {
    const outline = await this.courses.outline(access.courseId, access);
    const rows = (await this.db('study_tools_self_assessments').where({ user_id: userId, course_id: access.courseId }).select('lesson_id', 'rating', 'updated_at')) as RatingRow[];
    const byLesson = new Map(rows.map((row) => [row.lesson_id, row]));
    return outline.lessons.map((lesson) => {
      const row = byLesson.get(lesson._id);
      return { lesson_id: lesson._id, lesson_title: lesson.title, rating: row?.rating ?? null, updated_at: row ? new Date(row.updated_at).toISOString() : null };
    });
  }

  /** Rates a lesson the caller may see (null removes the rating); any other lesson is not found, as core answers for a hidden one. */
  async save(userId: string, access: CourseAccess, lessonId: string, rating: number | null): Promise<SelfAssessment[]> {
    const outline = await this.courses.outline(access.courseId, access);
    if (!outline.lessons.some((lesson) => lesson._id === lessonId)) throw new LmsError('not-found', 'Lesson not found.');
    const key = { user_id: userId, course_id: access.courseId, lesson_id: lessonId };
    if (rating === null) {
      await this.db('study_tools_self_assessments').where(key).delete();
    } else {
      const now = this.clock.now();
      await this.db('study_tools_self_assessments').insert({ ...key, rating, updated_at: now }).onConflict(['user_id', 'course_id', 'lesson_id']).merge({ rating, updated_at: now });
    }
    return this.list(userId, access);
  }
}
