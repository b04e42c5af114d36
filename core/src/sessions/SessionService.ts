import { createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { coreServices, type Clock } from '../contract/services.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { UserRow } from '../users/userRow.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';

/** How often a session's sliding expiry is pushed forward (not on every request). */
const TOUCH_AFTER_MS = 60_000;

export interface SessionRecord {
  idHash: string;
  remember: boolean;
  user: UserRow;
}

/** The stored form of a session token. */
export function sessionIdHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side sessions. The browser holds only a random token in an httpOnly
 * cookie; the table holds its sha256, the user and a sliding expiry.
 */
@injectable()
export class SessionService {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.clock.id) private readonly clock: Clock,
    @inject(kernelRefs.config.id) private readonly config: KernelConfig,
  ) {}

  ttlSeconds(remember: boolean): number {
    return remember ? this.config.rememberTtlSeconds : this.config.sessionTtlSeconds;
  }

  /** Opens a session and returns the token for the cookie. */
  async create(userId: string, remember: boolean, meta: { userAgent?: string; ip?: string } = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.db('sessions').insert({
      id_hash: sessionIdHash(token),
      user_id: userId,
      remember,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + this.ttlSeconds(remember) * 1000),
    });
    return token;
  }

  /** The live session of a token, with its user; slides the expiry forward. */
  async resolve(token: string): Promise<SessionRecord | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const idHash = sessionIdHash(token);
    const now = this.clock.now();
    const row = await this.db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.id_hash', idHash)
      .andWhere('s.expires_at', '>', now)
      .first('u.*', 's.remember as session_remember', 's.last_seen_at as session_last_seen_at');
    if (!row) return null;
    const { session_remember: remember, session_last_seen_at: lastSeen, ...user } = row as UserRow & {
      session_remember: boolean;
      session_last_seen_at: Date;
    };
    if (now.getTime() - lastSeen.getTime() > TOUCH_AFTER_MS) {
      await this.db('sessions')
        .where({ id_hash: idHash })
        .update({ last_seen_at: now, expires_at: new Date(now.getTime() + this.ttlSeconds(remember) * 1000) });
    }
    return { idHash, remember, user: user as UserRow };
  }

  async destroy(token: string): Promise<void> {
    await this.db('sessions').where({ id_hash: sessionIdHash(token) }).delete();
  }

  /** Removes expired sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', this.clock.now()).delete();
  }
}
