import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import type { LabelBundleService } from '../theme/LabelBundleService.ts';
import { isId } from '../ids/newId.ts';
import type { UserRow } from '../users/userRow.ts';
import {
  DEFAULT_STATE,
  parseIsoDay,
  validateProfessorRegistration,
  validateStudentRegistration,
  type ProfessorRegistration,
  type StudentRegistration,
} from '@lms/contract/rules';
import { EnrolmentService, ENROLMENT_MESSAGES } from './EnrolmentService.ts';
import { AccountMailer, type RequestPlace } from './mail/AccountMailer.ts';
import { insertAccount, type AccountColumns } from './insertAccount.ts';
import type { NewAccountColumns } from './NewAccountColumns.ts';
import type { AccountHookRunner } from './AccountHookRunner.ts';
import type { ProfessorRegisterBody, StudentRegisterBody } from '@lms/contract/calls/registrationCalls.ts';

/** What a registration ends in: waiting for the email's link, or logged in and sent on. */
export type RegistrationResult =
  | { status: 'user-unverified'; email: string }
  | { status: 'user registered'; userId: string; to: string; sub_error?: string };

/** student_fields keys that are user columns rather than profile fields. */
const USER_COLUMN_FIELDS = ['university'] as const;

const trimmed = (value: string | undefined): string => (value ?? '').trim();

function person(body: StudentRegisterBody): StudentRegistration {
  return {
    name: body.name ?? '',
    surname: body.surname ?? '',
    email: body.email ?? '',
    password1: body.password1 ?? '',
    password2: body.password2 ?? '',
    sms_notifications: body.sms_notifications ?? false,
    phone: body.phone ?? '',
    fields: body.fields,
  };
}

/** A requested course must look like a course id; an empty one is no request. */
function checkCourseId(course: string | undefined, errors: FieldError[]): string | null {
  const value = trimmed(course);
  if (!value) return null;
  if (!isId(value)) errors.push({ field: 'course', message: ENROLMENT_MESSAGES.invalidId });
  return value;
}

/**
 * Student and professor self-registration (part 1 §4 "Registration"). With the
 * brand's email validation on (the default), the account waits for the link of
 * the validation email and the requested course is enrolled at the validating
 * login; otherwise the user is logged in and enrolled at once.
 */
/** The professor registration's own details, kept in professor_registrations. */
interface ProfessorDetails {
  role: string;
  university: string;
  state: string;
  course_id: string | null;
  course_title: string | null;
  course_start_date: string | null;
  course_enrollment: string | null;
}

export class RegistrationService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly labelBundles: LabelBundleService,
    private readonly enrolments: EnrolmentService,
    private readonly mailer: AccountMailer,
    private readonly newAccounts: NewAccountColumns,
    private readonly hooks: AccountHookRunner,
  ) {}

  async registerStudent(body: StudentRegisterBody, place: RequestPlace): Promise<RegistrationResult> {
    const { bundle } = await this.labelBundles.forHost(place.host);
    const input = person(body);
    const errors = validateStudentRegistration(input, bundle.student_fields);
    for (const key of Object.keys(body.fields ?? {})) {
      if (!Object.hasOwn(bundle.student_fields, key)) errors.push({ field: `fields/${key}`, message: `Unknown field "${key}"` });
    }
    const course = checkCourseId(body.course, errors);
    if (errors.length) throw LmsError.validation(errors);

    const { university, profile } = this.splitFields(body.fields ?? {});
    const columns = await this.accountColumns(input, { instructor: false, validated: !bundle.email_validation, university, profile_fields: profile, toc: body.toc ?? false });
    if (bundle.email_validation) {
      await this.createUnverified({ ...columns, pending_course_id: course }, place);
      return { status: 'user-unverified', email: columns.email };
    }
    return this.db.transaction(async (trx) => {
      const user = await insertAccount(trx, columns);
      const to = body.bundle ? `/list/bundle/${body.bundle}` : '/list';
      if (!course) return { status: 'user registered' as const, userId: user.id, to };
      const outcome = await this.enrolments.tryEnrol(user.id, course, trx);
      return outcome.ok
        ? { status: 'user registered' as const, userId: user.id, to: `/${course}` }
        : { status: 'user registered' as const, userId: user.id, to, sub_error: ENROLMENT_MESSAGES.registrationFailed };
    });
  }

  /** A professor account, and what the professor entered kept for the adoption requests. */
  async registerProfessor(body: ProfessorRegisterBody, place: RequestPlace): Promise<RegistrationResult> {
    const { bundle } = await this.labelBundles.forHost(place.host);
    const input: ProfessorRegistration = {
      ...person(body),
      phone: body.phone ?? '',
      role: body.role ?? '',
      university: body.university ?? '',
      professorTick: body.professorTick ?? false,
      toc: body.toc ?? false,
      state: body.state,
      course_title: body.course_title,
      course_start_date: body.course_start_date,
      course_enrollment: body.course_enrollment,
    };
    const errors = validateProfessorRegistration(input, bundle.additional_fields);
    const startDay = parseIsoDay(body.course_start_date ?? '');
    if (!startDay.ok && !errors.some((e) => e.field === 'course_start_date')) errors.push({ field: 'course_start_date', message: startDay.message });
    const course = checkCourseId(body.course, errors);
    if (errors.length) throw LmsError.validation(errors);

    const state = trimmed(body.state) || DEFAULT_STATE;
    const columns = await this.accountColumns(input, {
      instructor: true,
      validated: !bundle.email_validation,
      university: trimmed(body.university),
      toc: true,
      role_title: trimmed(body.role),
      state,
    });
    const details: ProfessorDetails = {
      role: trimmed(body.role),
      university: trimmed(body.university),
      state,
      course_id: course,
      course_title: trimmed(body.course_title) || null,
      course_start_date: startDay.ok ? startDay.day : null,
      course_enrollment: trimmed(body.course_enrollment) || null,
    };
    if (bundle.email_validation) {
      await this.createUnverified(columns, place, (trx, user) => this.keepProfessorDetails(trx, user, details));
      return { status: 'user-unverified', email: columns.email };
    }
    const user = await this.db.transaction(async (trx) => {
      const created = await insertAccount(trx, columns);
      await this.keepProfessorDetails(trx, created, details);
      return created;
    });
    return { status: 'user registered', userId: user.id, to: '/list' };
  }

  /** The account row of a registration (the address checked free, the password hashed). */
  private async accountColumns(
    input: StudentRegistration,
    extra: { instructor: boolean; validated: boolean; university?: string | null; profile_fields?: Record<string, string>; toc: boolean; role_title?: string; state?: string },
  ): Promise<AccountColumns> {
    const holder = await this.newAccounts.forHolder(input, input.password1);
    return {
      ...holder,
      instructor: extra.instructor,
      validated: extra.validated,
      university: extra.university || null,
      profile_fields: extra.profile_fields ?? {},
      toc_accepted_at: extra.toc ? holder.created_at : null,
      role_title: extra.role_title ?? null,
      state: extra.state ?? null,
    };
  }

  /** An unvalidated account and its validation email, in one transaction. */
  private async createUnverified(columns: AccountColumns, place: RequestPlace, alsoWrite?: (trx: Knex.Transaction, user: UserRow) => Promise<void>): Promise<void> {
    const context = await this.mailer.contextFor(place);
    await this.db.transaction(async (trx) => {
      const user = await insertAccount(trx, columns);
      if (alsoWrite) await alsoWrite(trx, user);
      await this.mailer.sendValidation(user, context, trx);
    });
  }

  /** What the professor entered, kept; plugins hear of it (the adoptions plugin turns a catalog course's details into a request). */
  private async keepProfessorDetails(trx: Knex.Transaction, user: UserRow, details: ProfessorDetails): Promise<void> {
    await trx('professor_registrations').insert({ id: this.ids.newId(), user_id: user.id, ...details, created_at: this.clock.now() });
    await this.hooks.professorRegistered(
      { userId: user.id, courseId: details.course_id, courseTitle: details.course_title, courseStartDate: details.course_start_date, courseEnrollment: details.course_enrollment },
      trx,
    );
  }

  /** student_fields values: university is a user column, the others are profile fields. */
  private splitFields(fields: Record<string, string>): { university: string | null; profile: Record<string, string> } {
    const profile: Record<string, string> = {};
    let university: string | null = null;
    for (const [key, value] of Object.entries(fields)) {
      if ((USER_COLUMN_FIELDS as readonly string[]).includes(key)) university = value.trim();
      else profile[key] = value.trim();
    }
    return { university, profile };
  }
}
