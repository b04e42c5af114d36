import type { Knex } from 'knex';
import type { BadgeDesk } from '@lms/contract/badges.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { hiddenFromStudents, courseDataOf, type ItemCourseData, type Schedulable } from '../content/visibility.ts';

/** Core's badge for a student who visited every lesson of a course. */
export const ALL_LESSONS_VISITED = { key: 'course.all-lessons-visited', title: 'Every lesson visited' } as const;

/**
 * Issue 20 item 8 "every lesson of a course visited": a student has visited a
 * lesson when they opened its home or one of its pages (`user/visit`, the
 * content_visits rows). Once every lesson of the course a student can see is
 * visited (drafts and lessons hidden until they open are not required), the
 * badge is awarded, in the visit's transaction.
 * Professors earn none: they are not learners of the course.
 */
export async function awardIfAllLessonsVisited(trx: Knex.Transaction, badges: BadgeDesk, access: CourseAccess, userId: string, now: Date): Promise<void> {
  if (!access.student || access.professor) return;
  // One query (issue 21 ingest profile): the course's lessons, whether the student visited each, and whether the badge is already held.
  const lessons = (await trx('course_lessons as cl')
    .join('lessons as l', 'l.id', 'cl.lesson_id')
    .join('courses as c', 'c.id', 'cl.course_id')
    .where('cl.course_id', access.courseId)
    .select(
      'l.id',
      'l.draft',
      'l.open_date',
      'l.suppress_until_available',
      courseDataOf(trx, 'c', 'l.id', 'course_data'),
      trx.raw('exists (select 1 from content_visits v where v.user_id = ? and v.course_id = cl.course_id and v.lesson_id = l.id) as visited', [userId]),
      trx.raw('exists (select 1 from user_badges b where b.user_id = ? and b.course_id = cl.course_id and b.badge_key = ?) as held', [userId, ALL_LESSONS_VISITED.key]),
    )) as (Schedulable & { id: string; course_data: ItemCourseData | null; visited: boolean; held: boolean })[];
  // Held already: award() would change nothing (it ignores a badge held) — skip its queries.
  if (lessons[0]?.held) return;
  const required = lessons.filter((lesson) => !hiddenFromStudents(lesson, now, lesson.course_data));
  if (!required.length) return;
  if (!required.every((lesson) => lesson.visited)) return;
  await badges.award({ userId, courseId: access.courseId, ...ALL_LESSONS_VISITED }, trx);
}
