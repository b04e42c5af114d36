import {
  LmsError,
  type Clock,
  type CourseDirectory,
  type IdGenerator,
  type Knex,
  type MailSender,
  type PermissionChecker,
  type ProgramAccounts,
  type SessionUser,
} from '@lms/sdk';
import { EMAIL_MESSAGES, isBlank, isWellFormedEmail } from '@lms/sdk/rules';
import type { ApiInvitation } from '../../calls/peopleCalls.ts';
import { OWN_PEOPLE_MESSAGES, PEOPLE_MESSAGES, validateProgramRegistration, type ProgramRegistrationForm } from '../../calls/peopleMessages.ts';
import type { ProgramStore } from '../ProgramStore.ts';
import type { InvitationRow, InvitationStore, InvitationType } from './InvitationStore.ts';
import { programCourse, runnableCourse } from './programCourses.ts';

export interface NewInvitation {
  first_name: string;
  last_name: string;
  email: string;
  /** The section's (or the template's) course id. */
  program_template: string;
}

const invitationView = (row: InvitationRow): ApiInvitation => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  course_id: row.course_id,
  type: row.type,
  created_at: row.created_at.toISOString(),
  accepted_at: row.accepted_at ? row.accepted_at.toISOString() : null,
});

const notFound = () => new LmsError('not-found', OWN_PEOPLE_MESSAGES.invitationNotFound);

/**
 * Instructor invitations (part 3 §5, §7): a program administrator invites by
 * email; the email's link registers a new instructor
 * (/programregistration/{invitation_id}) or lets an existing account accept
 * (/acceptinvitation/{course}/{s|i}). An invitation is used once.
 */
export class InvitationService {
  constructor(
    private readonly db: Knex,
    private readonly store: ProgramStore,
    private readonly invitations: InvitationStore,
    private readonly courses: CourseDirectory,
    private readonly accounts: ProgramAccounts,
    private readonly mail: MailSender,
    private readonly permissions: PermissionChecker,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** 'Email is required.' first; the row and its email in one transaction (no invitation without its mail). */
  async invite(user: SessionUser, input: NewInvitation, origin: string): Promise<ApiInvitation> {
    const email = input.email.trim();
    if (isBlank(email)) throw LmsError.validation([{ field: 'email', message: PEOPLE_MESSAGES.emailRequired }]);
    if (!isWellFormedEmail(email)) throw LmsError.validation([{ field: 'email', message: EMAIL_MESSAGES.invalid }]);
    const course = await runnableCourse(this.db, this.store, this.permissions, user, input.program_template);
    const [summary] = await this.courses.summaries([course.courseId]);
    const existing = await this.accounts.userByEmail(email);
    const row: InvitationRow = {
      id: this.ids.newId(),
      program_id: course.program.id,
      course_id: course.courseId,
      type: course.type,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email,
      invited_by: user.id,
      created_at: this.clock.now(),
      accepted_at: null,
      accepted_by: null,
    };
    const link = existing ? `${origin}/acceptinvitation/${row.course_id}/${row.type}` : `${origin}/programregistration/${row.id}`;
    const greeting = row.first_name ? `Hello ${row.first_name},` : 'Hello,';
    const where = `${summary?.title ?? 'a course'} (${course.program.program_name})`;
    await this.db.transaction(async (trx) => {
      await this.invitations.insert(trx, row);
      await this.mail.send(
        {
          to: email,
          subject: `You are invited to teach ${where}`,
          text: `${greeting}\n\n${user.firstname} ${user.lastname} invites you to teach ${where}.\n\n${existing ? 'Log in and accept the invitation' : 'Register and start teaching'}: ${link}\n`,
          kind: 'program-invitation',
          userId: existing,
        },
        trx,
      );
    });
    return invitationView(row);
  }

  async list(user: SessionUser, courseId: string): Promise<ApiInvitation[]> {
    const course = await runnableCourse(this.db, this.store, this.permissions, user, courseId);
    return (await this.invitations.ofCourse(course.courseId)).map(invitationView);
  }

  /** What the registration form shows of a pending invitation; a used or unknown one is not found. */
  async registration(invitationId: string) {
    const row = await this.invitations.byId(invitationId);
    if (!row || row.accepted_at) throw notFound();
    const found = await programCourse(this.db, this.store, row.course_id);
    const [course] = await this.courses.summaries([row.course_id]);
    return { first_name: row.first_name, last_name: row.last_name, email: row.email, course_title: course?.title ?? '', program_name: found?.program.program_name ?? '' };
  }

  /**
   * Part 3 §5 Program registration: the form checked in the spec's order; then,
   * in one transaction, the invitation used up, the account made (the kernel's
   * password rule again) and made the course's instructor. Answers the new
   * user and their course.
   */
  async register(invitationId: string, form: ProgramRegistrationForm): Promise<{ userId: string; courseId: string }> {
    const pending = await this.invitations.byId(invitationId);
    if (!pending || pending.accepted_at) throw notFound();
    const errors = validateProgramRegistration(form);
    if (errors.length) throw LmsError.validation(errors);
    return this.db.transaction(async (trx) => {
      const row = await this.invitations.byId(invitationId, trx);
      if (!row) throw notFound();
      const userId = await this.accounts.registerProfessor(
        {
          firstname: form.first_name,
          lastname: form.last_name,
          email: row.email,
          password: form.password,
          phone: form.phone,
          roleTitle: form.role,
          university: form.institution,
        },
        trx,
      );
      if (!(await this.invitations.accept(trx, [row.id], userId, this.clock.now()))) throw notFound();
      await this.accounts.admit(userId, row.course_id, 'instructor', trx);
      return { userId, courseId: row.course_id };
    });
  }

  /** /acceptinvitation/{master_id}/{type}: the logged-in user's pending invitations to the course, used up; they become its instructor. */
  async accept(user: SessionUser, courseId: string, type: string): Promise<{ courseId: string; title: string }> {
    if (type !== 's' && type !== 'i') throw notFound();
    await this.db.transaction(async (trx) => {
      const rows = await this.invitations.pendingFor(trx, courseId, type as InvitationType, user.email);
      if (!rows.length) throw notFound();
      if (!(await this.invitations.accept(trx, rows.map((row) => row.id), user.id, this.clock.now()))) throw notFound();
      await this.accounts.admit(user.id, courseId, 'instructor', trx);
    });
    const [course] = await this.courses.summaries([courseId]);
    return { courseId, title: course?.title ?? '' };
  }
}
