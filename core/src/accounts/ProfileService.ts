import type { Knex } from 'knex';
import { inject, injectable } from '../kernel/di.ts';
import { coreServices, type Clock } from '../contract/services.ts';
import type { SessionUser } from '../contract/user.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { LmsError } from '../errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { LabelBundleService } from '../theme/LabelBundleService.ts';
import type { UserService } from '../users/UserService.ts';
import type { UserRow } from '../users/userRow.ts';
import { canChangeName } from '../sso/accountTypes.ts';
import { canonicalPhone, isBlank, PHONE_MESSAGES, phoneError, validatePasswordChange, validateProfile } from '../rules/index.ts';
import { LOGIN_THROTTLE } from './accountLimits.ts';
import { ThrottleService } from './ThrottleService.ts';
import { revokeResetLinks } from './AccountTokenService.ts';

export interface ProfileUpdate {
  firstname?: string;
  lastname?: string;
  university?: string;
  description?: string;
  email_notifications?: boolean;
}

export interface PhoneUpdate {
  number?: string;
  sms_notifications?: boolean;
}

/** The account screen's writes: profile, password and phone (part 1 §5 "Profile", "Password change", "Phone"). */
@injectable()
export class ProfileService {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.clock.id) private readonly clock: Clock,
    @inject(kernelRefs.users.id) private readonly users: UserService,
    @inject(kernelRefs.passwords.id) private readonly passwords: PasswordHasher,
    @inject(kernelRefs.labelBundles.id) private readonly labelBundles: LabelBundleService,
    @inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  /** University is required (2 characters) when the brand's registration asks for it. */
  async updateProfile(user: SessionUser, input: ProfileUpdate, host: string): Promise<UserRow> {
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
  verifyPhone(input: PhoneUpdate): { number: string } {
    const problem = phoneError(input.number ?? '', input.sms_notifications ?? false);
    if (problem) throw LmsError.validation([{ field: 'number', message: problem }]);
    return { number: canonicalPhone(input.number ?? '') };
  }

  /** An empty number removes the phone (and SMS notifications with it). */
  async updatePhone(userId: string, input: PhoneUpdate): Promise<UserRow> {
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
