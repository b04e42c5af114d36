import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { UserService } from '../users/UserService.ts';
import { RESEND_THROTTLE, VALIDATION_RESEND_LIMIT } from './accountLimits.ts';
import { accountWithPassword } from './accountWithPassword.ts';
import type { ThrottleService } from './ThrottleService.ts';
import { AccountMailer, type RequestPlace } from './mail/AccountMailer.ts';

/**
 * `PUT resend`: a new validation email for an account that is not validated
 * yet, at most 3 times (part 1 §4). It needs the password, so it is throttled
 * like a login and answers an unknown email like a wrong password.
 */
export class ValidationResendService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: ThrottleService,
    private readonly mailer: AccountMailer,
  ) {}

  async resend(input: { email: string; password: string }, place: RequestPlace & { address: string }): Promise<{ remaining: number }> {
    await this.throttle.take(RESEND_THROTTLE, { email: input.email, address: place.address });
    const user = await accountWithPassword(this.users, this.passwords, input);
    if (user.validated) throw new LmsError('already-validated');
    const context = await this.mailer.contextFor(place);
    return this.db.transaction(async (trx) => {
      // Counted in the same statement that checks the limit: simultaneous resends cannot pass it together.
      const [counted] = (await trx('users')
        .where({ id: user.id })
        .andWhere('validation_resends', '<', VALIDATION_RESEND_LIMIT)
        .update({ validation_resends: trx.raw('validation_resends + 1'), updated_at: this.clock.now() })
        .returning('validation_resends')) as { validation_resends: number }[];
      if (!counted) throw new LmsError('resend-limit');
      await this.mailer.sendValidation(user, context, trx);
      return { remaining: VALIDATION_RESEND_LIMIT - counted.validation_resends };
    });
  }
}
