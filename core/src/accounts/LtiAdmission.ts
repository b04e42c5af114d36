import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { LtiCourseRole } from '@lms/contract/ltiAccounts.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';

/** `LtiAccounts.admit`: the platform's role in the course (see contract/src/ltiAccounts.ts). */
export async function admitLtiUser(trx: Knex, clock: Clock, userId: string, courseId: string, role: LtiCourseRole): Promise<void> {
  if (!isId(courseId) || !(await trx('courses').where({ id: courseId }).first('id'))) throw new LmsError('no-course');
  const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('role');
  if (role === 'student') {
    if (!staff) await trx('enrollments').insert({ course_id: courseId, user_id: userId, created_at: clock.now() }).onConflict(['course_id', 'user_id']).ignore();
    return;
  }
  await trx('users').where({ id: userId, instructor: false }).update({ instructor: true, updated_at: clock.now() });
  if (!staff) {
    await trx('course_staff').insert({ course_id: courseId, user_id: userId, role });
    await trx('enrollments').where({ course_id: courseId, user_id: userId }).delete();
  }
}
