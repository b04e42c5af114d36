import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { AccountTokenService } from './AccountTokenService.ts';

/** `unsubscribe/`: the link in every email turns the account's email notifications off. */
export class UnsubscribeService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly tokens: AccountTokenService,
  ) {}

  /** user-not-exists (the spec's warning) for an unknown, used or expired link. */
  async unsubscribe(token: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      const userId = await this.tokens.consume(token, 'unsubscribe', { trx });
      if (!userId) throw new LmsError('user-not-exists');
      await trx('users').where({ id: userId }).update({ email_notifications: false, updated_at: this.clock.now() });
    });
  }
}
