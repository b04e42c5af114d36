import type { Knex } from 'knex';

/**
 * Removes these students' enrolments in the course, in one statement, and
 * answers how many were removed. Staff are never removed: an instructor or
 * assistant who also holds an enrolment row keeps it. Ids not enrolled are ignored.
 */
export async function unenrolStudents(db: Knex, courseId: string, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return db('enrollments as e')
    .where('e.course_id', courseId)
    .whereIn('e.user_id', [...new Set(userIds)])
    .whereNotExists(db('course_staff as s').whereRaw('s.course_id = e.course_id and s.user_id = e.user_id'))
    .delete();
}
