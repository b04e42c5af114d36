import type { Knex } from 'knex';
import type { CourseMember, PeopleDirectory, Person } from '@lms/contract/services.ts';

interface PersonRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  thumbnail_url: string | null;
  email_notifications: boolean;
  account_type: string;
}

const PERSON_COLUMNS = ['u.id', 'u.firstname', 'u.lastname', 'u.email', 'u.thumbnail_url', 'u.email_notifications', 'u.account_type'];

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    thumbnailUrl: row.thumbnail_url,
    emailNotifications: row.email_notifications,
    bot: row.account_type === 'bot',
  };
}

/** `coreServices.people`: names and mail preferences, never password hashes or other account data. */
export function peopleDirectory(db: Knex): PeopleDirectory {
  return {
    async courseMembers(courseId) {
      const course = (await db('courses').where({ id: courseId }).first(db.raw("(settings->>'assistants_no_mgr_rights')::boolean as no_mgr"))) as { no_mgr: boolean | null } | undefined;
      if (!course) return [];
      const staff = (await db('course_staff as s').join('users as u', 'u.id', 's.user_id').where('s.course_id', courseId).select([...PERSON_COLUMNS, 's.role'])) as (PersonRow & { role: 'instructor' | 'assistant' })[];
      const staffIds = staff.map((row) => row.id);
      const students = (await db('enrollments as e').join('users as u', 'u.id', 'e.user_id').where('e.course_id', courseId).whereNotIn('u.id', staffIds).select(PERSON_COLUMNS)) as PersonRow[];
      const members: CourseMember[] = [
        ...staff.map((row) => ({ ...toPerson(row), role: row.role, moderator: row.role === 'instructor' || course.no_mgr !== true })),
        ...students.map((row) => ({ ...toPerson(row), role: 'student' as const, moderator: false })),
      ];
      return members.sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname));
    },
    async byIds(ids) {
      if (!ids.length) return [];
      return ((await db('users as u').whereIn('u.id', [...ids]).select(PERSON_COLUMNS)) as PersonRow[]).map(toPerson);
    },
    async byEmail(email) {
      const row = (await db('users as u').whereRaw('lower(u.email) = ?', [email.trim().toLowerCase()]).first(PERSON_COLUMNS)) as PersonRow | undefined;
      return row ? toPerson(row) : null;
    },
  };
}
