import type { Knex } from 'knex';
import type { SessionUser } from '@lms/contract/user.ts';
import type { AuditLog } from '@lms/contract/auditLog.ts';
import type { InstallationSettingsDesk } from '@lms/contract/installationSettings.ts';
import type { PeopleDirectory } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { COURSE_CREATION_MESSAGES as MESSAGES, type CourseCreationPolicy, type NewCourseBody } from '@lms/contract/calls/courseCreationCalls.ts';
import { permissionLevel, PROVIDER_ACCOUNT_TYPE } from '../permissions/siteRoles.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { CourseDirectoryService } from './CourseDirectoryService.ts';
import type { CourseService } from './CourseService.ts';

/** Administrators of permission level 1 and up run accounts and enrolments (plugins/administration's rights): they create courses for anyone. */
const mayCreateForOthers = (user: SessionUser) => user.accountType === PROVIDER_ACCOUNT_TYPE || permissionLevel(user) >= 1;

/**
 * Course creation (issue 24 item 3): administrators create a course for any
 * account, instructors their own while the installation lets them
 * (`instructors_create_courses`). Empty, or a copy of a course the caller may
 * edit (administrators: any), its lessons shared until edited. The course, its
 * instructor's staff row and professor flag, and the audit entry are one transaction.
 */
export class CourseCreation {
  constructor(
    private readonly db: Knex,
    private readonly courses: CourseService,
    private readonly directory: CourseDirectoryService,
    private readonly permissions: PermissionService,
    private readonly settings: InstallationSettingsDesk,
    private readonly audit: AuditLog,
    private readonly people: PeopleDirectory,
  ) {}

  async policy(user: SessionUser): Promise<CourseCreationPolicy> {
    if (mayCreateForOthers(user)) return { allowed: true, choose_instructor: true };
    if (!user.instructor) return { allowed: false, choose_instructor: false, reason: MESSAGES.notAllowed };
    if (!(await this.settings.read()).instructors_create_courses) return { allowed: false, choose_instructor: false, reason: MESSAGES.turnedOff };
    return { allowed: true, choose_instructor: false };
  }

  async create(user: SessionUser, body: NewCourseBody): Promise<{ _id: string; title: string }> {
    const policy = await this.policy(user);
    if (!policy.allowed) throw new LmsError('access-denied', policy.reason);
    if (body.instructor_email !== undefined && !policy.choose_instructor) {
      throw LmsError.validation([{ field: 'instructor_email', message: MESSAGES.instructorIsAdministrators }]);
    }
    const start = body.startDate ? new Date(body.startDate) : null;
    const end = body.end_date ? new Date(body.end_date) : null;
    if (start && end && end.getTime() <= start.getTime()) throw LmsError.validation([{ field: 'end_date', message: MESSAGES.endBeforeStart }]);
    if (body.copy_of && !mayCreateForOthers(user)) {
      // An instructor copies only a course they can edit; any other is not found, so its existence is not told.
      const access = await this.permissions.courseAccess(user, body.copy_of);
      if (!access?.edit) throw new LmsError('not-found', MESSAGES.sourceNotFound);
    }
    const title = body.title.trim();
    // Before the transaction: on PGlite a read outside it would wait for it.
    const instructorId = body.instructor_email === undefined ? user.id : await this.account(body.instructor_email);
    return this.db.transaction(async (trx) => {
      await trx('users').where({ id: instructorId }).update({ instructor: true });
      const courseId = body.copy_of ? await this.copy(trx, body.copy_of, title, instructorId, start, end) : (await this.courses.createCourse({ title, ownerId: instructorId, startDate: start, endDate: end }, trx)).id;
      const after = { title, instructorId, startDate: body.startDate ?? null, end_date: body.end_date ?? null, copy_of: body.copy_of ?? null };
      await this.audit.record({ actorId: user.id, action: 'courses.create', subjectType: 'course', subjectId: courseId, before: null, after }, trx);
      return { _id: courseId, title };
    });
  }

  private async account(email: string): Promise<string> {
    const person = await this.people.byEmail(email.trim());
    if (!person) throw LmsError.validation([{ field: 'instructor_email', message: MESSAGES.noInstructor }]);
    return person.id;
  }

  /** A copy of `sourceId` (its lessons shared until edited), with the dates asked for: a copy starts without an end date. */
  private async copy(trx: Knex.Transaction, sourceId: string, title: string, instructorId: string, start: Date | null, end: Date | null): Promise<string> {
    const { id } = await this.directory.copy(sourceId, { title, instructorId, startDate: start }, trx);
    if (end) await trx('courses').where({ id }).update({ end_date: end });
    return id;
  }
}
