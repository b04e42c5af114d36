import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { UserService } from '../users/UserService.ts';
import type { UserRow } from '../users/userRow.ts';
import { LOGIN_THROTTLE } from './accountLimits.ts';
import { accountWithPassword } from './accountWithPassword.ts';
import type { AccountTokenService } from './AccountTokenService.ts';
import type { EnrolmentService } from './EnrolmentService.ts';
import type { ThrottleService } from './ThrottleService.ts';
import type { KnownDeviceService } from './KnownDeviceService.ts';

export interface LoginInput {
  email: string;
  password: string;
  /** The token of a validation email: validates the account logging in. */
  validation?: string;
  /** A course to enrol in after login (the login URL's default course). */
  course?: string;
}

export type LoginOutcome =
  | { kind: 'unverified'; email: string }
  | { kind: 'ok'; user: UserRow; to: string; course_errno?: string; course_error?: string; deviceToken: string };

/**
 * Password login (part 1 §7): throttled per account and per client address,
 * the same answer and time for an unknown email and a wrong password, then
 * the account's validation and the requested (or registration's) course.
 * A browser the account logged in from before (its device cookie) is throttled
 * on its own instead, so nobody can lock an owner out by failing on purpose.
 */
export class LoginService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: ThrottleService,
    private readonly tokens: AccountTokenService,
    private readonly enrolments: EnrolmentService,
    private readonly devices: KnownDeviceService,
  ) {}

  /** `device` is the browser's device cookie, if it has one; a successful login answers the token to keep in it. */
  async login(input: LoginInput, address: string, device?: string): Promise<LoginOutcome> {
    const known = await this.devices.isKnown(device, input.email);
    const attempt = await this.throttle.take(LOGIN_THROTTLE, known ? { email: null, address, device } : { email: input.email, address });
    let user = await accountWithPassword(this.users, this.passwords, input);
    await attempt.release();
    await this.throttle.clearAccount(LOGIN_THROTTLE, input.email);

    if (!user.validated) {
      if (!input.validation) return { kind: 'unverified', email: user.email };
      user = await this.validate(user, input.validation);
    }
    const deviceToken = await this.devices.remember(device, user.id);
    return { kind: 'ok', user, deviceToken, ...(await this.enrolRequestedCourse(user, input.course)) };
  }

  private async validate(user: UserRow, token: string): Promise<UserRow> {
    return this.db.transaction(async (trx) => {
      const owner = await this.tokens.consume(token, 'validation', { userId: user.id, trx });
      if (!owner) throw new LmsError('validation-invalid');
      const [row] = await trx('users').where({ id: user.id }).update({ validated: true, updated_at: this.clock.now() }).returning('*');
      return row as UserRow;
    });
  }

  /** The login's course, else the one asked for at registration (kept until this first login). */
  private async enrolRequestedCourse(user: UserRow, requested: string | undefined): Promise<{ to: string; course_errno?: string; course_error?: string }> {
    const courseId = requested?.trim() || user.pending_course_id;
    if (user.pending_course_id) await this.db('users').where({ id: user.id }).update({ pending_course_id: null });
    if (!courseId) return { to: '/list' };
    const outcome = await this.enrolments.tryEnrol(user.id, courseId);
    return outcome.ok ? { to: `/${outcome.courseId}` } : { to: '/list', course_errno: outcome.errno, course_error: outcome.error };
  }
}
