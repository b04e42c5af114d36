import { newSecretToken, storedTokenHash } from '../security/secretTokens.ts';
import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { coreServices, type Clock } from '../contract/services.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { UserRow } from '../users/userRow.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { PreparedQuery } from '../database/PreparedQuery.ts';

/** How often a session's sliding expiry is pushed forward (not on every request). */
const TOUCH_AFTER_MS = 60_000;

/** A live session with its user's row; runs on every request that carries a session cookie. */
const liveSession = new PreparedQuery<[idHash: string, now: Date]>((db, idHash, now) =>
  db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id_hash', idHash)
    .andWhere('s.expires_at', '>', now)
    .first('u.*', 's.remember as session_remember', 's.last_seen_at as session_last_seen_at'),
);

export interface SessionRecord {
  idHash: string;
  remember: boolean;
  user: UserRow;
}

/** The stored form of a session token. */
export function sessionIdHash(token: string): string {
  return storedTokenHash(token);
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
  async create(userId: string, remember: boolean, meta: { userAgent?: string; ip?: string; idToken?: string } = {}): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.db('sessions').insert({
      id_hash: sessionIdHash(token),
      user_id: userId,
      remember,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
      sso_id_token: meta.idToken ?? null,
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
    const row = await liveSession.first(this.db, idHash, now);
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

  /** Ends a session; answers the single-sign-on id_token it held (for single logout), if any. */
  async destroy(token: string): Promise<{ idToken: string | null }> {
    const [ended] = (await this.db('sessions').where({ id_hash: sessionIdHash(token) }).delete().returning('sso_id_token')) as { sso_id_token: string | null }[];
    return { idToken: ended?.sso_id_token ?? null };
  }

  /** Removes expired sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', this.clock.now()).delete();
  }

  /** The keep-alive (`GET refresh`): pushes a live session's sliding expiry forward now. */
  async refresh(idHash: string, remember: boolean): Promise<void> {
    const now = this.clock.now();
    await this.db('sessions')
      .where({ id_hash: idHash })
      .andWhere('expires_at', '>', now)
      .update({ last_seen_at: now, expires_at: new Date(now.getTime() + this.ttlSeconds(remember) * 1000) });
  }

  /** Ends every session of a user (a password change keeps the caller's own, `exceptIdHash`); answers how many. */
  async endAllOf(userId: string, options: { exceptIdHash?: string; trx?: Knex } = {}): Promise<number> {
    const query = (options.trx ?? this.db)('sessions').where({ user_id: userId });
    if (options.exceptIdHash) query.andWhereNot({ id_hash: options.exceptIdHash });
    return query.delete();
  }
}
