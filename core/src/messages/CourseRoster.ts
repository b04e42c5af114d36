import type { Knex } from 'knex';
import type { MessageRecipient } from '@lms/contract/calls/messageCalls.ts';

/**
 * Part 3 §6: "Instructors and assistants are excluded from the student roster."
 * The students of a course are its enrolled users who are not on its staff.
 */
export function courseStudents(db: Knex, courseId: string): Knex.QueryBuilder {
  return db('enrollments as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', courseId)
    .whereNotExists(db('course_staff as s').where('s.course_id', courseId).whereRaw('s.user_id = e.user_id').select(db.raw('1')));
}

/** The roster as the message box lists it, by last name then first name. */
export async function rosterOf(db: Knex, courseId: string): Promise<MessageRecipient[]> {
  const rows = (await courseStudents(db, courseId)
    .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
    .select('u.id', 'u.firstname', 'u.lastname')) as { id: string; firstname: string; lastname: string }[];
  return rows.map((row) => ({ _id: row.id, firstname: row.firstname, lastname: row.lastname, name: `${row.firstname} ${row.lastname}` }));
}

/** Whether `userIds` are all people of the course: its staff or its enrolled students. */
export async function areCourseMembers(db: Knex, courseId: string, userIds: readonly string[]): Promise<boolean> {
  const staff = db('course_staff').where('course_id', courseId).whereIn('user_id', userIds).select('user_id');
  const enrolled = db('enrollments').where('course_id', courseId).whereIn('user_id', userIds).select('user_id');
  const rows = (await staff.union(enrolled)) as { user_id: string }[];
  return rows.length === userIds.length;
}
