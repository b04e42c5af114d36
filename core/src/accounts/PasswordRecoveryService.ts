import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import type { UserService } from '../users/UserService.ts';
import { validatePasswordReset } from '@lms/contract/rules';
import { RECOVERY_THROTTLE } from './accountLimits.ts';
import { AccountTokenService, revokeResetLinks } from './AccountTokenService.ts';
import type { ThrottleService } from './ThrottleService.ts';
import { AccountMailer, type RequestPlace } from './mail/AccountMailer.ts';

/**
 * Password recovery (`passwordrecovery/`) and reset (`changepassword/`). The
 * recovery answer is the same whether or not the account exists; the reset link
 * works once, for 2 hours, and ends every session of the account.
 */
export class PasswordRecoveryService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    private readonly tokens: AccountTokenService,
    private readonly mailer: AccountMailer,
  ) {}

  /** Queues a reset email when the account exists; says nothing either way. */
  async recover(email: string, place: RequestPlace & { address: string }): Promise<void> {
    await this.throttle.take(RECOVERY_THROTTLE, { email, address: place.address });
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const context = await this.mailer.contextFor(place);
    await this.db.transaction((trx) => this.mailer.sendPasswordReset(user, context, trx));
  }

  /**
   * Sets the password of the link's account. Receiving the link proves the
   * address, so the account counts as validated from then on.
   */
  async reset(input: { id: string; password1: string; password2: string }): Promise<void> {
    const errors = validatePasswordReset(input);
    if (errors.length) throw LmsError.validation(errors);
    const passwordHash = await this.passwords.hash(input.password1);
    await this.db.transaction(async (trx) => {
      const userId = await this.tokens.consume(input.id, 'reset', { trx });
      if (!userId) throw new LmsError('reset-invalid');
      await trx('users').where({ id: userId }).update({ password_hash: passwordHash, validated: true, ltinopwd: false, updated_at: this.clock.now() });
      await revokeResetLinks(trx, userId, this.clock.now());
      await this.sessions.endAllOf(userId, { trx });
    });
  }
}
