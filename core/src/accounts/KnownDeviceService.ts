import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { newSecretToken, storedTokenHash } from '../security/secretTokens.ts';

/** The device cookie: a random token naming this browser, httpOnly, kept for a year. */
export const DEVICE_COOKIE = 'lms_device';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;
/** A device not used to log in for this long is forgotten. */
const FORGET_AFTER_MS = DEVICE_COOKIE_SECONDS * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Browsers known to an account: one where it logged in with its password
 * before. Login throttling counts their attempts apart (per device), so
 * failures sent from anywhere else never lock the owner out of their own browser.
 */
export class KnownDeviceService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** Whether the browser's token names a device the account of `email` logged in from. */
  async isKnown(token: string | undefined, email: string): Promise<boolean> {
    if (!token || !TOKEN_SHAPE.test(token)) return false;
    const since = new Date(this.clock.now().getTime() - FORGET_AFTER_MS);
    const row = await this.db('known_devices as d')
      .join('users as u', 'u.id', 'd.user_id')
      .where('d.id_hash', storedTokenHash(token))
      .andWhereRaw('lower(u.email) = ?', [email.trim().toLowerCase()])
      .andWhere('d.last_login_at', '>', since)
      .first('d.user_id');
    return row !== undefined;
  }

  /** After a successful password login: the browser's token (a new one if it has none) now names a device of the account. */
  async remember(token: string | undefined, userId: string): Promise<string> {
    const kept = token && TOKEN_SHAPE.test(token) ? token : newSecretToken();
    const now = this.clock.now();
    await this.db('known_devices')
      .insert({ id_hash: storedTokenHash(kept), user_id: userId, created_at: now, last_login_at: now })
      .onConflict(['id_hash', 'user_id'])
      .merge({ last_login_at: now });
    return kept;
  }
}
