import type { Knex } from 'knex';
import type { StudentRecord, StudentSelection } from '@lms/contract/gradebookRecords.ts';

/** The course's enrolled users who are not its staff. */
function enrolledStudents(db: Knex, courseId: string): Knex.QueryBuilder {
  return db('enrollments as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', courseId)
    .whereNotExists(db('course_staff as s').whereRaw('s.course_id = e.course_id and s.user_id = e.user_id'));
}

/** The selected students in roster order, and (when asked) how many students the course has. */
export async function readStudents(db: Knex, courseId: string, selection: StudentSelection): Promise<{ students: StudentRecord[]; total: number | null }> {
  const page = enrolledStudents(db, courseId)
    .select('u.id', 'u.firstname', 'u.lastname', 'u.email')
    .orderByRaw('lower(u.lastname), lower(u.firstname), u.id');
  if ('userIds' in selection) page.whereIn('u.id', [...selection.userIds]);
  else {
    page.offset(selection.offset);
    if (selection.limit !== null) page.limit(selection.limit);
  }
  const counted = selection.count ? enrolledStudents(db, courseId).count<{ count: string | number }[]>('* as count') : null;
  const [students, count] = await Promise.all([page, counted]);
  return { students: students as StudentRecord[], total: count ? Number(count[0]?.count ?? 0) : null };
}

export async function isStudent(db: Knex, courseId: string, userId: string): Promise<boolean> {
  const enrolled = await db('enrollments as e')
    .where({ 'e.course_id': courseId, 'e.user_id': userId })
    .whereNotExists(db('course_staff as s').whereRaw('s.course_id = e.course_id and s.user_id = e.user_id'))
    .first('e.user_id');
  return enrolled !== undefined;
}
