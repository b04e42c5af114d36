import type { Knex } from 'knex';
import type {
  AccountAdministration,
  AccountChange,
  AdministeredAccount,
  AdministeredAccountRecord,
  AdministeredMembership,
  AdministeredPayment,
  EnrolmentDates,
  NewAdministeredAccount,
} from '@lms/contract/accountAdministration.ts';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { isId } from '@lms/contract/ids.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { canonicalPhone } from '@lms/contract/rules';
import type { UserRow } from '../users/userRow.ts';
import { assertEmailFree, insertAccount } from './insertAccount.ts';
import type { AccountHookRunner } from './AccountHookRunner.ts';
import { likePattern } from '../database/likePattern.ts';

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'firstname',
  'lastname',
  'phone_number',
  'university',
  'role_title',
  'instructor',
  'administrator',
  'program_administrator',
  'account_type',
  'validated',
  'credits',
  'created_at',
] as const;
type AccountRow = Pick<UserRow, (typeof ACCOUNT_COLUMNS)[number]>;

interface PaymentRow {
  id: string;
  user_id: string;
  course_id: string;
  amount: number;
  paid_at: Date;
  payment_type: string;
  provider_ref: string | null;
  refunded_at: Date | null;
}

const toAccount = (row: AccountRow): AdministeredAccount => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  phone: row.phone_number,
  institution: row.university,
  role: row.role_title,
  instructor: row.instructor,
  administrator: row.administrator,
  programAdministrator: row.program_administrator,
  accountType: row.account_type,
  validated: row.validated,
  credits: row.credits,
  createdAt: new Date(row.created_at).toISOString(),
});

interface EnrolmentRow {
  id: string;
  title: string;
  access_end_date: Date | null;
  payment_due_date: Date | null;
  ia_opt_out: boolean;
}

const isoOrNull = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

const toPayment = (row: PaymentRow): AdministeredPayment => ({
  id: row.id,
  courseId: row.course_id,
  amount: row.amount,
  paidAt: new Date(row.paid_at).toISOString(),
  paymentType: row.payment_type,
  providerRef: row.provider_ref,
  refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
});

/** LIKE's own characters in a searched text match themselves. */

/** The kernel's AccountAdministration (contract/src/accountAdministration.ts). */
export class AccountAdministrationDesk implements AccountAdministration {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly hooks: AccountHookRunner,
  ) {}

  refundAtProvider(payment: AdministeredPayment): Promise<{ pluginId: string; reference: string } | null> {
    return this.hooks.refundPayment(payment);
  }

  async search(text: string, limit: number): Promise<AdministeredAccount[]> {
    const pattern = likePattern(text.trim());
    const rows = (await this.db('users')
      .where((q) =>
        q
          .whereRaw('email ilike ?', [pattern])
          .orWhereRaw('firstname ilike ?', [pattern])
          .orWhereRaw('lastname ilike ?', [pattern])
          .orWhereRaw("(firstname || ' ' || lastname) ilike ?", [pattern]),
      )
      .orderBy(['lastname', 'firstname', 'id'])
      .limit(limit)
      .select(ACCOUNT_COLUMNS)) as AccountRow[];
    return rows.map(toAccount);
  }

  async inCourse(courseId: string): Promise<AdministeredAccount[]> {
    await this.course(this.db, courseId);
    const rows = (await this.db('users')
      .where((q) =>
        q
          .whereIn('id', this.db('enrollments').where({ course_id: courseId }).select('user_id'))
          .orWhereIn('id', this.db('course_staff').where({ course_id: courseId }).select('user_id')),
      )
      .orderBy(['lastname', 'firstname', 'id'])
      .select(ACCOUNT_COLUMNS)) as AccountRow[];
    return rows.map(toAccount);
  }

  async record(userId: string, trx: Knex = this.db): Promise<AdministeredAccountRecord> {
    const row = isId(userId) ? ((await trx('users').where({ id: userId }).first(ACCOUNT_COLUMNS)) as AccountRow | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'User not found.');
    const staff = (await trx('course_staff as s')
      .join('courses as c', 'c.id', 's.course_id')
      .where('s.user_id', userId)
      .select('c.id', 'c.title', 's.role')) as { id: string; title: string; role: 'instructor' | 'assistant' }[];
    const enrolled = (await trx('enrollments as e')
      .join('courses as c', 'c.id', 'e.course_id')
      .where('e.user_id', userId)
      .whereNotIn('e.course_id', staff.map((s) => s.id))
      .select('c.id', 'c.title', 'e.access_end_date', 'e.payment_due_date', 'e.ia_opt_out')) as EnrolmentRow[];
    const courses: AdministeredMembership[] = [
      ...staff.map((s) => ({ courseId: s.id, title: s.title, role: s.role, enrolment: null })),
      ...enrolled.map((e) => ({
        courseId: e.id,
        title: e.title,
        role: 'student' as const,
        enrolment: { accessEndDate: isoOrNull(e.access_end_date), paymentDueDate: isoOrNull(e.payment_due_date), iaOptOut: e.ia_opt_out },
      })),
    ].sort((a, b) => a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId));
    const payments = (await trx('payments').where({ user_id: userId }).orderBy([{ column: 'paid_at', order: 'desc' }, { column: 'id', order: 'desc' }])) as PaymentRow[];
    return { account: toAccount(row), courses, payments: payments.map(toPayment) };
  }

  async create(input: NewAdministeredAccount, trx: Knex.Transaction): Promise<AdministeredAccount> {
    const email = input.email.trim();
    await assertEmailFree(trx, email);
    const row = await insertAccount(trx, {
      id: this.ids.newId(),
      email,
      firstname: input.name.trim(),
      lastname: input.surname.trim(),
      password_hash: null,
      instructor: input.instructor,
      validated: true,
      created_at: this.clock.now(),
      phone_number: canonicalPhone(input.phone.trim()),
      university: input.institution.trim(),
      role_title: input.role.trim(),
    });
    return toAccount(row);
  }

  verify(userId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await trx('users').where({ id: userId }).update({ validated: true, updated_at: this.clock.now() });
    });
  }

  changeEmail(userId: string, email: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      const taken = await trx('users').whereRaw('lower(email) = lower(?)', [email.trim()]).whereNot({ id: userId }).first('id');
      if (taken) throw new LmsError('user-exists', 'Another account has this email.');
      await trx('users').where({ id: userId }).update({ email: email.trim(), updated_at: this.clock.now() });
    });
  }

  setCredits(userId: string, credits: number, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await trx('users').where({ id: userId }).update({ credits, updated_at: this.clock.now() });
    });
  }

  removePermissions(userId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await trx('users').where({ id: userId }).update({ administrator: 0, program_administrator: false, updated_at: this.clock.now() });
    });
  }

  removeInstructor(userId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await trx('course_staff').where({ user_id: userId }).delete();
      await trx('users').where({ id: userId }).update({ instructor: false, updated_at: this.clock.now() });
    });
  }

  enrol(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await this.course(trx, courseId);
      const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('user_id');
      if (staff) throw new LmsError('conflict', 'This user teaches the course.');
      await this.insertEnrolment(trx, userId, courseId);
    });
  }

  unenrol(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await this.course(trx, courseId);
      const removed = await trx('enrollments').where({ course_id: courseId, user_id: userId }).delete();
      if (removed === 0) throw new LmsError('not-found', 'This user is not enrolled in the course.');
    });
  }

  changeDates(userId: string, courseId: string, dates: EnrolmentDates, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, () => this.updateStudentEnrolment(trx, userId, courseId, { access_end_date: dates.accessEndDate, payment_due_date: dates.paymentDueDate }));
  }

  setOptOut(userId: string, courseId: string, optOut: boolean, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, () => this.updateStudentEnrolment(trx, userId, courseId, { ia_opt_out: optOut }));
  }

  markAsPaid(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange> {
    return this.change(userId, trx, async () => {
      await this.course(trx, courseId);
      await trx('payments').insert({
        id: this.ids.newId(),
        user_id: userId,
        course_id: courseId,
        amount: 0,
        paid_at: this.clock.now(),
        payment_type: 'admin',
        provider_ref: null,
      });
      const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('user_id');
      if (!staff) await this.insertEnrolment(trx, userId, courseId);
    });
  }

  async movePayment(paymentId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange> {
    const payment = await this.payment(paymentId, trx);
    const userId = (await trx('payments').where({ id: paymentId }).first('user_id')).user_id as string;
    return this.change(userId, trx, async () => {
      await this.course(trx, courseId);
      if (payment.refundedAt) throw new LmsError('conflict', 'This payment was refunded.');
      if (payment.courseId === courseId) throw new LmsError('conflict', 'The payment is already for this course.');
      await trx('payments').where({ id: paymentId }).update({ course_id: courseId });
      const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('user_id');
      if (!staff) await this.insertEnrolment(trx, userId, courseId);
    });
  }

  async markRefunded(paymentId: string, trx: Knex.Transaction): Promise<AccountChange> {
    const payment = await this.payment(paymentId, trx);
    const userId = (await trx('payments').where({ id: paymentId }).first('user_id')).user_id as string;
    return this.change(userId, trx, async () => {
      if (payment.refundedAt) throw new LmsError('conflict', 'This payment was refunded already.');
      await trx('payments').where({ id: paymentId }).update({ refunded_at: this.clock.now() });
    });
  }

  async payment(paymentId: string, trx: Knex = this.db): Promise<AdministeredPayment> {
    const row = isId(paymentId) ? ((await trx('payments').where({ id: paymentId }).forUpdate().first()) as PaymentRow | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'Payment not found.');
    return toPayment(row);
  }

  private async change(userId: string, trx: Knex.Transaction, write: () => Promise<void>): Promise<AccountChange> {
    // The row lock orders two administrators' changes of one account: each "before" is what the other left.
    if (isId(userId)) await trx('users').where({ id: userId }).forUpdate().first('id');
    const before = await this.record(userId, trx);
    await write();
    return { userId, before, after: await this.record(userId, trx) };
  }

  private async course(trx: Knex, courseId: string): Promise<void> {
    const course = isId(courseId) ? await trx('courses').where({ id: courseId }).first('id') : undefined;
    if (!course) throw new LmsError('no-course');
  }

  /** Staff never have an enrolment of their own to change (part 3 §6: they are no students). */
  private async updateStudentEnrolment(trx: Knex, userId: string, courseId: string, fields: Record<string, unknown>): Promise<void> {
    await this.course(trx, courseId);
    const updated = await trx('enrollments')
      .where({ course_id: courseId, user_id: userId })
      .whereNotExists(trx('course_staff as s').where({ 's.course_id': courseId, 's.user_id': userId }))
      .update(fields);
    if (updated === 0) throw new LmsError('not-found', 'This user is not enrolled in the course.');
  }

  private async insertEnrolment(trx: Knex, userId: string, courseId: string): Promise<void> {
    await trx('enrollments').insert({ course_id: courseId, user_id: userId, created_at: this.clock.now() }).onConflict(['course_id', 'user_id']).ignore();
  }
}
