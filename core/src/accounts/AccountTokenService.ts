import { newSecretToken, storedTokenHash } from '../security/secretTokens.ts';
import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { TOKEN_LIFETIME_SECONDS } from './accountLimits.ts';

export type TokenPurpose = keyof typeof TOKEN_LIFETIME_SECONDS;

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return storedTokenHash(token);
}

/**
 * Makes every unused reset link of the account worthless: a new password (by any
 * route) or a new reset link replaces them, so a link that leaked earlier opens nothing.
 */
export async function revokeResetLinks(db: Knex, userId: string, now: Date): Promise<void> {
  await db('account_tokens').where({ user_id: userId, purpose: 'reset' }).whereNull('used_at').update({ used_at: now });
}

/**
 * The tokens of emailed links (validation, password reset, unsubscribe): random
 * 256-bit values of which only the sha256 is stored, each for one purpose,
 * expiring, and used at most once.
 */
export class AccountTokenService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** A new token for `userId`; written with `trx` so it exists exactly when the caller's writes do. */
  async issue(userId: string, purpose: TokenPurpose, trx: Knex = this.db): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    // Keeps the table small: this user's spent and expired tokens of the purpose are worth nothing.
    await trx('account_tokens')
      .where({ user_id: userId, purpose })
      .andWhere((q) => q.whereNotNull('used_at').orWhere('expires_at', '<=', now))
      .delete();
    await trx('account_tokens').insert({
      id_hash: tokenHash(token),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    });
    return token;
  }

  /**
   * Uses a token up and answers its user, or null when it is unknown, of another
   * purpose (or another user, with `userId`), used or expired. The single UPDATE
   * makes two simultaneous uses impossible: only one of them gets the row back.
   */
  async consume(token: string, purpose: TokenPurpose, options: { userId?: string; trx?: Knex } = {}): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = this.clock.now();
    const query = (options.trx ?? this.db)('account_tokens')
      .where({ id_hash: tokenHash(token), purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now);
    if (options.userId) query.andWhere({ user_id: options.userId });
    const rows = (await query.update({ used_at: now }).returning('user_id')) as { user_id: string }[];
    return rows[0]?.user_id ?? null;
  }

  /** Makes every live token of the purpose unusable (a new link replaces the earlier ones). */
  async revokeAll(userId: string, purpose: TokenPurpose, trx: Knex = this.db): Promise<void> {
    await trx('account_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: this.clock.now() });
  }
}
