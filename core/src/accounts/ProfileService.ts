import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { LabelBundleService } from '../theme/LabelBundleService.ts';
import type { UserService } from '../users/UserService.ts';
import type { UserRow } from '../users/userRow.ts';
import { canChangeName } from '../sso/accountTypes.ts';
import { canonicalPhone, isBlank, PHONE_MESSAGES, phoneError, validatePasswordChange, validateProfile } from '@lms/contract/rules';
import { LOGIN_THROTTLE } from './accountLimits.ts';
import type { ThrottleService } from './ThrottleService.ts';
import { revokeResetLinks } from './AccountTokenService.ts';
import type { PhoneBody, ProfileBody } from '@lms/contract/calls/profileCalls.ts';

/** The account screen's writes: profile, password and phone (part 1 §5 "Profile", "Password change", "Phone"). */
export class ProfileService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly labelBundles: LabelBundleService,
    private readonly throttle: ThrottleService,
  ) {}

  /** University is required (2 characters) when the brand's registration asks for it. */
  async updateProfile(user: SessionUser, input: ProfileBody, host: string): Promise<UserRow> {
    const { bundle } = await this.labelBundles.forHost(host);
    const profile = { firstname: input.firstname ?? '', lastname: input.lastname ?? '', university: input.university };
    const errors = validateProfile(profile, 'university' in bundle.student_fields);
    if (errors.length) throw LmsError.validation(errors);
    const firstname = profile.firstname.trim();
    const lastname = profile.lastname.trim();
    if (!canChangeName(user.accountType) && (firstname !== user.firstname || lastname !== user.lastname)) throw new LmsError('name-locked');
    return this.write(user.id, {
      firstname,
      lastname,
      ...(input.university !== undefined ? { university: input.university.trim() || null } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() || null } : {}),
      ...(input.email_notifications !== undefined ? { email_notifications: input.email_notifications } : {}),
    });
  }

  /**
   * Checks the current password (wrong guesses are throttled like failed logins)
   * and sets the new one. The caller ends the account's other sessions.
   */
  async updatePassword(user: SessionUser, input: { current_password: string; new_password: string }, address: string): Promise<void> {
    const errors = validatePasswordChange(input);
    if (errors.length) throw LmsError.validation(errors);
    const attempt = await this.throttle.take(LOGIN_THROTTLE, { email: user.email, address });
    const row = await this.users.findById(user.id);
    if (!row || !(await this.passwords.verify(row.password_hash, input.current_password))) throw new LmsError('password-incorrect');
    await attempt.release();
    const passwordHash = await this.passwords.hash(input.new_password);
    await this.db.transaction(async (trx) => {
      await this.write(user.id, { password_hash: passwordHash, ltinopwd: false }, trx);
      await revokeResetLinks(trx, user.id, this.clock.now());
    });
  }

  /** The canonical number that would be stored; stores nothing. */
  verifyPhone(input: PhoneBody): { number: string } {
    const problem = phoneError(input.number ?? '', input.sms_notifications ?? false);
    if (problem) throw LmsError.validation([{ field: 'number', message: problem }]);
    return { number: canonicalPhone(input.number ?? '') };
  }

  /** An empty number removes the phone (and SMS notifications with it). */
  async updatePhone(userId: string, input: PhoneBody): Promise<UserRow> {
    const sms = input.sms_notifications ?? false;
    if (isBlank(input.number)) {
      if (sms) throw LmsError.validation([{ field: 'number', message: PHONE_MESSAGES.neededForSms }]);
      return this.write(userId, { phone_number: null, sms_notifications: false });
    }
    return this.write(userId, { phone_number: this.verifyPhone(input).number, sms_notifications: sms });
  }

  private async write(userId: string, changes: Record<string, unknown>, trx: Knex = this.db): Promise<UserRow> {
    const [row] = await trx('users').where({ id: userId }).update({ ...changes, updated_at: this.clock.now() }).returning('*');
    if (!row) throw new LmsError('not-logged');
    return row as UserRow;
  }
}
