import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import { validateLtiRegistration, type LtiRegistration } from '@lms/contract/rules';
import { LTI_REGISTRATION_LIFETIME_SECONDS } from './accountLimits.ts';
import { insertAccount } from './insertAccount.ts';
import type { NewAccountColumns } from './NewAccountColumns.ts';
import type { LtiRegisterBody } from '@lms/contract/calls/registrationCalls.ts';
import type { LtiCourseRole } from '@lms/contract/ltiAccounts.ts';
import { admitLtiUser } from './LtiAdmission.ts';

/** Part 1 §4: the LTI form sends an empty password as a dash. */
export const NO_PASSWORD = '-';

export interface PendingLtiRegistration {
  ltiUserId: string;
  /** Where the user goes after registering, relative to the site root. */
  deeplink: string;
  /** An instructor launch makes a professor account. */
  instructor?: boolean;
  /** The launch's course and role there: the new account is admitted on registering. */
  courseId?: string | null;
  role?: LtiCourseRole | null;
}

interface LtiRegistrationRow {
  id: string;
  lti_user_id: string;
  deeplink: string;
  instructor: boolean;
  course_id: string | null;
  course_role: LtiCourseRole | null;
}

/** A deeplink is a path of this site: no scheme, no backslash or space; leading slashes are dropped. */
function localDeeplink(deeplink: string): string {
  const path = deeplink.trim().replace(/^\/+/, '');
  if (/[\\\s]/.test(path) || /^[a-z][a-z0-9+.-]*:/i.test(path)) throw new Error(`An LTI deeplink is a path of this site, not ${JSON.stringify(deeplink)}`);
  return path;
}

/**
 * LTI registration: an LTI launch for a platform user without an account makes
 * a pending registration (its id travels in a cookie or the query string); the
 * /lti_register form completes it once. The platform vouches for the user, so
 * the account is validated, and may have no password at all.
 */
export class LtiRegistrationService {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly newAccounts: NewAccountColumns,
  ) {}

  /** Called by an LTI launch; answers the registration id for the cookie. */
  async createPending(input: PendingLtiRegistration, db: Knex = this.db): Promise<{ id: string; expiresAt: Date }> {
    const ltiUserId = input.ltiUserId.trim();
    if (!ltiUserId) throw new Error('An LTI registration needs the platform user id');
    const now = this.clock.now();
    const row = {
      id: this.ids.newId(),
      lti_user_id: ltiUserId,
      deeplink: localDeeplink(input.deeplink),
      instructor: input.instructor ?? false,
      course_id: input.courseId ?? null,
      course_role: input.courseId ? (input.role ?? 'student') : null,
      created_at: now,
      expires_at: new Date(now.getTime() + LTI_REGISTRATION_LIFETIME_SECONDS * 1000),
    };
    await db('lti_registrations').insert(row);
    return { id: row.id, expiresAt: row.expires_at };
  }

  /** Completes a pending registration; answers the new user and where to go. */
  async register(body: LtiRegisterBody): Promise<{ userId: string; deeplink: string }> {
    const registrationId = (body.lti_registration ?? '').trim();
    if (!(await this.findLive(registrationId))) throw new LmsError('lti-registration-invalid');
    const input: LtiRegistration = {
      name: body.name ?? '',
      surname: body.surname ?? '',
      email: body.email ?? '',
      password1: body.password1 ?? '',
      password2: body.password2 ?? '',
      university: body.university ?? '',
      toc: body.toc ?? false,
      role_id: body.role_id,
      phone: body.phone ?? '',
      sms_notifications: body.sms_notifications ?? false,
    };
    const passwordless = input.password1 === NO_PASSWORD && input.password2 === NO_PASSWORD;
    const errors = validateLtiRegistration(input, passwordless);
    if (errors.length) throw LmsError.validation(errors);

    const holder = await this.newAccounts.forHolder(input, passwordless ? null : input.password1);
    return this.db.transaction(async (trx) => {
      // Used up in the same statement that finds it: two submissions of one form make one account.
      const [registration] = (await trx('lti_registrations')
        .where({ id: registrationId })
        .whereNull('used_at')
        .andWhere('expires_at', '>', this.clock.now())
        .update({ used_at: this.clock.now() })
        .returning(['id', 'lti_user_id', 'deeplink', 'instructor', 'course_id', 'course_role'])) as LtiRegistrationRow[];
      if (!registration) throw new LmsError('lti-registration-invalid');
      const user = await insertAccount(trx, {
        ...holder,
        instructor: registration.instructor,
        validated: true,
        university: input.university.trim(),
        toc_accepted_at: holder.created_at,
        role_title: body.role_id?.trim() || null,
        lti_user_id: registration.lti_user_id,
        ltinopwd: passwordless,
      });
      if (registration.course_id && registration.course_role) await admitLtiUser(trx, this.clock, user.id, registration.course_id, registration.course_role);
      return { userId: user.id, deeplink: registration.deeplink };
    });
  }

  private async findLive(id: string): Promise<LtiRegistrationRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db('lti_registrations').where({ id }).whereNull('used_at').andWhere('expires_at', '>', this.clock.now()).first();
  }
}
