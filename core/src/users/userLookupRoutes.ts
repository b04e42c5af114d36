import type { Knex } from 'knex';
import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { getUsers } from '@lms/contract/calls/userLookupCalls.ts';
import { isAdministrator } from '../permissions/siteRoles.ts';

interface LookedUpRow {
  id: string;
  firstname: string;
  lastname: string;
  thumbnail_url: string | null;
}

/**
 * The users of `ids` the caller may know by name: themselves, and whoever is a
 * student or staff member of a course the caller is in (administrators:
 * anyone). Others, and unknown ids, are left out, so the call tells nothing
 * about accounts outside the caller's courses.
 */
export async function lookUpUsers(db: Knex, caller: SessionUser, ids: readonly string[]): Promise<LookedUpRow[]> {
  if (!ids.length) return [];
  const query = db('users').whereIn('id', [...new Set(ids)]);
  if (!isAdministrator(caller)) {
    const mine = db('enrollments').where({ user_id: caller.id }).select('course_id').union(db('course_staff').where({ user_id: caller.id }).select('course_id'));
    const sharing = db('enrollments').whereIn('course_id', mine).select('user_id').union(db('course_staff').whereIn('course_id', mine.clone()).select('user_id'));
    query.where((q) => q.where('id', caller.id).orWhereIn('id', sharing));
  }
  return (await query.orderBy('id').select('id', 'firstname', 'lastname', 'thumbnail_url')) as LookedUpRow[];
}

/** Part 2 §7 "Boards": POST get_users/. */
export const userLookupRoutes = [
  defineRoute(getUsers, {
    permission: 'user',
    deps: { db: coreServices.database },
    async handler({ body, user, deps }) {
      const rows = await lookUpUsers(deps.db, user!, body);
      return rows.map((row) => ({ _id: row.id, name: row.firstname, surname: row.lastname, thumbnail_url: row.thumbnail_url }));
    },
  }),
];
