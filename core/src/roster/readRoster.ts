import type { Knex } from 'knex';
import type { RosterEntry } from '@lms/contract/apiTypes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A student row as `studentsQuery` selects it. */
export interface RosterRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  lti: boolean;
  enrolled_at: Date | string;
}

/**
 * The course's students (instructors and assistants never, part 3 §6, even
 * when they also hold an enrolment), by last name then first name: the
 * roster's columns; callers may select more (`e` is the enrolment, `u` the user).
 */
export function studentsQuery(db: Knex, courseId: string): Knex.QueryBuilder {
  return db('enrollments as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', courseId)
    .whereNotExists(db('course_staff as s').whereRaw('s.course_id = e.course_id and s.user_id = e.user_id'))
    .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
    .select('u.id', 'u.email', 'u.firstname', 'u.lastname', db.raw('u.lti_user_id is not null as lti'), 'e.created_at as enrolled_at');
}

/** Part 3 §3 "Student roster entry" of a row. */
export function rosterEntry(row: RosterRow, now: Date): RosterEntry {
  return {
    _id: row.id,
    name: row.firstname,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    surname: row.lastname,
    fullname: `${row.firstname} ${row.lastname}`.trim(),
    enrolled: { days_since: Math.max(0, Math.floor((now.getTime() - new Date(row.enrolled_at).getTime()) / DAY_MS)) },
    lti: row.lti === true,
  };
}

/** The course's students, in one query. */
export async function readRoster(db: Knex, courseId: string, now: Date): Promise<RosterEntry[]> {
  const rows = (await studentsQuery(db, courseId)) as RosterRow[];
  return rows.map((row) => rosterEntry(row, now));
}
