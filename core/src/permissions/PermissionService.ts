import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { isCoursePermission, type CourseAccess, type Permission } from '@lms/contract/permissions.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isAdministrator, isProgramAdministrator, isSiteAdmin } from './siteRoles.ts';
import { hasManagerRights } from './managerRights.ts';
import { PreparedQuery } from '../database/PreparedQuery.ts';
import { courseAmount, courseHold } from './courseHold.ts';
import { holdRefusal } from './holdRefusal.ts';

interface CourseLookup {
  exists: boolean;
  access: CourseAccess | null;
}

/** The user's staff role, enrolment and hold facts in a course: one row, or none when there is no such course. */
export interface StandingRow {
  role: string | null;
  enrolled: boolean;
  /** The user coordinates a program this course is the template (true) or a section (false) of; null: neither. */
  program_template: boolean | null;
  no_mgr: boolean | null;
  /** The course's payment settings and start, for the student's hold (part 2 §8) without another query. */
  is_free: boolean | null;
  payment: unknown;
  paid: boolean;
  start_date: Date | null;
}

/**
 * A StandingRow's joins and columns over `courses as c` (aliases s and e): for a
 * query that reads more of the course beside the caller's standing in it, in the
 * same round trip (POST audit_trail); PermissionService.grant decides from it.
 */
export function withCourseStanding(query: Knex.QueryBuilder, db: Knex, userId: string): Knex.QueryBuilder {
  return query
    .leftJoin('course_staff as s', (join) => join.on('s.course_id', 'c.id').andOnVal('s.user_id', userId))
    .leftJoin('enrollments as e', (join) => join.on('e.course_id', 'c.id').andOnVal('e.user_id', userId))
    .leftJoin('program_course_rights as pr', (join) => join.on('pr.course_id', 'c.id').andOnVal('pr.user_id', userId))
    .select(
      's.role',
      'pr.template as program_template',
      db.raw('e.user_id is not null as enrolled'),
      db.raw("(c.settings->>'assistants_no_mgr_rights')::boolean as no_mgr"),
      db.raw("(c.settings->>'is_free')::boolean as is_free"),
      db.raw("c.settings->'payment' as payment"),
      db.raw('exists (select 1 from payments p where p.course_id = c.id and p.user_id = e.user_id and p.refunded_at is null) as paid'),
      'c.start_date',
    );
}

/** The standing of a user in a course. Runs on every course call. */
const courseStanding = new PreparedQuery<[userId: string, courseId: string]>((db, userId, courseId) =>
  withCourseStanding(db('courses as c'), db, userId).where('c.id', courseId).first(),
);

/**
 * Every access decision in one place (DESIGN §4): routes and realtime handlers
 * declare a permission; this service grants it or throws the right error.
 */
export class PermissionService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  private async lookup(user: SessionUser | null, courseId: string): Promise<CourseLookup> {
    return this.accessFrom(await courseStanding.first<StandingRow>(this.db, user?.id ?? '', courseId), user, courseId);
  }

  private accessFrom(row: StandingRow | undefined, user: SessionUser | null, courseId: string): CourseLookup {
    if (!row) return { exists: false, access: null };
    if (!user) return { exists: true, access: null };
    const admin = isSiteAdmin(user);
    const instructor = row.role === 'instructor';
    const assistant = row.role === 'assistant';
    // Part 1 §6: rights on their sections' courses, and on the template but for edit-only actions.
    const programAdmin = row.program_template !== null && user.programAdministrator;
    const professor = admin || instructor || assistant || programAdmin;
    if (!professor && !row.enrolled) return { exists: true, access: null };
    return {
      exists: true,
      access: {
        courseId,
        student: row.enrolled && !professor,
        professor,
        manage: programAdmin || hasManagerRights({ role: row.role, siteAdmin: admin, programAdministrator: isProgramAdministrator(user), assistantsNoManagerRights: row.no_mgr === true }),
        edit: admin || instructor || (programAdmin && row.program_template === false),
        hold: professor
          ? null
          : courseHold({ amount: courseAmount({ is_free: row.is_free, payment: row.payment }), paid: row.paid, startDate: row.start_date }, this.clock.now()),
      },
    };
  }

  runsEveryProgram(user: SessionUser): boolean {
    return isSiteAdmin(user);
  }

  /** What `user` may do in the course, or null (no such course, or no access). */
  async courseAccess(user: SessionUser | null, courseId: string): Promise<CourseAccess | null> {
    return (await this.lookup(user, courseId)).access;
  }

  /**
   * Grants `permission` or throws: not-logged (nobody logged in), not-found
   * (no such course), student-not-in-course (may enrol), then for a course
   * permission the student's hold (payment-required, start-date: part 2 §8,
   * whatever the permission asked, unless `allowHeld`), then access-denied.
   * This is the one place the course-load holds are decided, for every route
   * and realtime handler of core and of the plugins.
   */
  async check(permission: Permission, user: SessionUser | null, courseId?: string, options: { allowHeld?: boolean } = {}): Promise<CourseAccess | null> {
    if (permission === 'public') return courseId && user ? this.courseAccess(user, courseId) : null;
    if (!user) throw new LmsError('not-logged');
    switch (permission) {
      case 'user':
        return null;
      case 'author':
        if (!(user.instructor || isSiteAdmin(user))) throw new LmsError('access-denied');
        return null;
      case 'administrator':
        if (!isAdministrator(user)) throw new LmsError('access-denied');
        return null;
      case 'program-admin':
        if (!isProgramAdministrator(user)) throw new LmsError('access-denied');
        return null;
      case 'site-admin':
        if (!isSiteAdmin(user)) throw new LmsError('access-denied');
        return null;
    }
    if (!courseId) throw new Error(`Permission ${permission} needs a course id`);
    return this.decide(permission, await this.lookup(user, courseId), courseId, options);
  }

  /**
   * `check` of a course permission for a logged-in user, from the standing row
   * the caller read with withCourseStanding (undefined: no such course): the same
   * errors in the same order.
   */
  grant(permission: Permission, user: SessionUser, courseId: string, row: StandingRow | undefined, options: { allowHeld?: boolean } = {}): CourseAccess {
    if (!isCoursePermission(permission)) throw new Error(`grant() decides course permissions, not ${permission}`);
    return this.decide(permission, this.accessFrom(row, user, courseId), courseId, options);
  }

  private decide(permission: Permission, { exists, access }: CourseLookup, courseId: string, options: { allowHeld?: boolean }): CourseAccess {
    if (!exists) throw new LmsError('not-found', 'Course not found.');
    if (!access) {
      if (permission === 'course:view') throw new LmsError('student-not-in-course');
      throw new LmsError('access-denied');
    }
    if (access.hold && !options.allowHeld) throw holdRefusal(courseId, access.hold);
    const granted =
      permission === 'course:view' ||
      (permission === 'course:professor' && access.professor) ||
      (permission === 'course:manage' && access.manage) ||
      (permission === 'course:edit' && access.edit);
    if (!granted) throw new LmsError('access-denied');
    return access;
  }
}
