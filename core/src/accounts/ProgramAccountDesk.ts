import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { InvitedProfessor, ProgramAccounts, ProgramCourseGrants, ProgramCourseRole } from '@lms/contract/programAccounts.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { canonicalPhone, isStrongPassword, PASSWORD_RULE_MESSAGE } from '@lms/contract/rules';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import { assertEmailFree, insertAccount } from './insertAccount.ts';
import { admitLtiUser } from './LtiAdmission.ts';

/** `coreServices.programAccounts` (contract/src/programAccounts.ts). */
export class ProgramAccountDesk implements ProgramAccounts {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  async userByEmail(email: string, trx: Knex = this.db): Promise<string | null> {
    const row = await trx('users').whereRaw('lower(email) = lower(?)', [email.trim()]).first('id');
    return row ? (row.id as string) : null;
  }

  async registerProfessor(input: InvitedProfessor, trx: Knex.Transaction): Promise<string> {
    if (!isStrongPassword(input.password)) throw LmsError.validation([{ field: 'password', message: PASSWORD_RULE_MESSAGE }]);
    const email = input.email.trim();
    await assertEmailFree(trx, email);
    const now = this.clock.now();
    const phone = input.phone.trim();
    const user = await insertAccount(trx, {
      id: this.ids.newId(),
      email,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      password_hash: await this.passwords.hash(input.password),
      phone_number: phone ? canonicalPhone(phone) : null,
      instructor: true,
      validated: true,
      university: input.university.trim(),
      role_title: input.roleTitle.trim(),
      toc_accepted_at: now,
      created_at: now,
    });
    return user.id;
  }

  async admit(userId: string, courseId: string, role: ProgramCourseRole, trx?: Knex): Promise<void> {
    if (!trx) return this.db.transaction((own) => admitLtiUser(own, this.clock, userId, courseId, role));
    return admitLtiUser(trx, this.clock, userId, courseId, role);
  }

  async withdraw(userId: string, courseId: string, trx: Knex = this.db): Promise<boolean> {
    const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).delete();
    const enrolled = await trx('enrollments').where({ course_id: courseId, user_id: userId }).delete();
    return staff + enrolled > 0;
  }

  async replaceCourseRights(programId: string, grants: ProgramCourseGrants | null, trx: Knex.Transaction): Promise<void> {
    await trx('program_course_rights').where({ program_id: programId }).delete();
    if (!grants || !grants.coordinators.length) return;
    const courses = [{ id: grants.templateId, template: true }, ...grants.sectionIds.filter((id) => id !== grants.templateId).map((id) => ({ id, template: false }))];
    const rows = courses.flatMap((course) => [...new Set(grants.coordinators)].map((userId) => ({ course_id: course.id, user_id: userId, program_id: programId, template: course.template })));
    // A course moved from another program takes this program's grant.
    await trx('program_course_rights').insert(rows).onConflict(['course_id', 'user_id']).merge();
  }
}
