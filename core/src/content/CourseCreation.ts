import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { AuditLog } from '@lms/contract/auditLog.ts';
import type { InstallationSettingsDesk } from '@lms/contract/installationSettings.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { COURSE_CREATION_MESSAGES as MESSAGES, type CourseCreationPolicy, type NewCourseBody } from '@lms/contract/calls/courseCreationCalls.ts';
import { permissionLevel, PROVIDER_ACCOUNT_TYPE } from '../permissions/siteRoles.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { CourseDirectoryService } from './CourseDirectoryService.ts';

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
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly directory: CourseDirectoryService,
    private readonly permissions: PermissionService,
    private readonly settings: InstallationSettingsDesk,
    private readonly audit: AuditLog,
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
    return this.db.transaction(async (trx) => {
      const instructorId = body.instructor_email === undefined ? user.id : await this.account(trx, body.instructor_email);
      await trx('users').where({ id: instructorId }).update({ instructor: true });
      const courseId = body.copy_of
        ? (await this.directory.copy(body.copy_of, { title, instructorId, startDate: start }, trx)).id
        : await this.empty(trx, title, instructorId, start);
      await trx('courses').where({ id: courseId }).update({ end_date: end });
      const after = { title, instructorId, startDate: body.startDate ?? null, end_date: body.end_date ?? null, copy_of: body.copy_of ?? null };
      await this.audit.record({ actorId: user.id, action: 'courses.create', subjectType: 'course', subjectId: courseId, before: null, after }, trx);
      return { _id: courseId, title };
    });
  }

  private async account(trx: Knex.Transaction, email: string): Promise<string> {
    const row = await trx('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first('id');
    if (!row) throw LmsError.validation([{ field: 'instructor_email', message: MESSAGES.noInstructor }]);
    return row.id as string;
  }

  private async empty(trx: Knex.Transaction, title: string, instructorId: string, start: Date | null): Promise<string> {
    const now = this.clock.now();
    const id = this.ids.newId();
    await trx('courses').insert({ id, title, owner_id: instructorId, start_date: start, settings: JSON.stringify({}), created_at: now, updated_at: now });
    await trx('course_staff').insert({ course_id: id, user_id: instructorId, role: 'instructor' });
    return id;
  }
}
