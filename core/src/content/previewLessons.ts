import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { NO_PREVIEW_LESSONS_MESSAGE, type PreviewLessons } from '@lms/contract/calls/contentCalls.ts';
import type { ContentReader } from './ContentReader.ts';
import type { LessonReader } from './LessonReader.ts';
import type { LessonRow } from './rows.ts';
import { visibleTo, type ItemCourseData } from './visibility.ts';

/**
 * Issue 26 item 7 (part 1 §Preview, /preview-lessons?course=…): the course's lessons
 * flagged preview, read with no course access (as a student: drafts, locked items and
 * instructor notes hidden). Nothing else of the course is answered.
 */
export async function previewLessons(db: Knex, clock: Clock, lessons: LessonReader, content: ContentReader, courseId: string): Promise<PreviewLessons> {
  const course = (await db('courses').where({ id: courseId }).whereNull('archived_at').first('id', 'title', db.raw("settings->'course_data' as course_data"))) as
    | { id: string; title: string; course_data: Record<string, ItemCourseData> | null }
    | undefined;
  if (!course) throw new LmsError('not-found', NO_PREVIEW_LESSONS_MESSAGE);
  const now = clock.now();
  const rows = (await db('course_lessons as cl')
    .join('lessons as l', 'l.id', 'cl.lesson_id')
    .where({ 'cl.course_id': courseId, 'l.preview': true })
    .orderBy([{ column: 'cl.position' }, { column: 'l.id' }])
    .select('l.*')) as LessonRow[];
  const shown = rows.filter((row) => visibleTo(null, row, now, course.course_data?.[row.id]));
  if (!shown.length) throw new LmsError('not-found', NO_PREVIEW_LESSONS_MESSAGE);
  const answer: PreviewLessons = { course: { _id: course.id, title: course.title }, lessons: [] };
  for (const row of shown) {
    const lesson = await lessons.lesson(courseId, row.id, null);
    const pages = [];
    for (const entry of lesson.pages) pages.push(await content.page(courseId, row.id, entry._id, null));
    answer.lessons.push({ _id: row.id, title: row.title, subtitle: row.subtitle, description: row.description, pages });
  }
  return answer;
}
