import type { Knex } from 'knex';
import { inject, injectable } from '../kernel/di.ts';
import { coreServices, type Clock } from '../contract/services.ts';
import { LmsError } from '../errors/LmsError.ts';
import { AccountTokenService } from './AccountTokenService.ts';

/** `unsubscribe/`: the link in every email turns the account's email notifications off. */
@injectable()
export class UnsubscribeService {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.clock.id) private readonly clock: Clock,
    @inject(AccountTokenService) private readonly tokens: AccountTokenService,
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
