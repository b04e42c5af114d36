import { newSecretToken, storedTokenHash } from '../security/secretTokens.ts';
import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { sessionMaxAgeSeconds, type KernelConfig } from '../config/KernelConfig.ts';
import { SESSION_USER_COLUMNS, type SessionUserRow } from '../users/userRow.ts';
import { PreparedQuery } from '../database/PreparedQuery.ts';

/** How often a session's sliding expiry is pushed forward (not on every request). */
const TOUCH_AFTER_MS = 60_000;

/**
 * A live session with its user; runs on every request that carries a session cookie.
 * Only the user's columns a session needs (SESSION_USER_COLUMNS, what toSessionUser
 * reads): the whole row (28 columns, its dates and profile_fields) was parsed at
 * every call (issue 21 ingest); the rest is read where it is needed.
 */
const liveSession = new PreparedQuery<[idHash: string, now: Date, bornAfter: Date]>((db, idHash, now, bornAfter) =>
  db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id_hash', idHash)
    .andWhere('s.expires_at', '>', now)
    .andWhere('s.created_at', '>', bornAfter)
    .first(...SESSION_USER_COLUMNS.map((column) => `u.${column}`), 's.remember as session_remember', 's.last_seen_at as session_last_seen_at', 's.created_at as session_created_at', 's.frame_ancestors as session_frame_ancestors'),
);

export interface SessionRecord {
  idHash: string;
  remember: boolean;
  /** The origins that may frame this session's pages (a launch inside an LTI platform's iframe); empty for others. */
  frameAncestors: string[];
  user: SessionUserRow;
}

type LiveSessionRow = SessionUserRow & {
  session_remember: boolean;
  session_last_seen_at: Date;
  session_created_at: Date;
  session_frame_ancestors: string | null;
};

const originList = (stored: string | null): string[] => (stored ? stored.split(' ') : []);

/** The stored form of a session token. */
export function sessionIdHash(token: string): string {
  return storedTokenHash(token);
}

/**
 * Server-side sessions. The browser holds only a random token in an httpOnly
 * cookie; the table holds its sha256, the user and a sliding expiry, which
 * never passes the absolute lifetime counted from the login (`created_at`).
 */
export class SessionService {
  private readonly endedListeners: Array<(idHashes: string[]) => void> = [];

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly config: KernelConfig,
  ) {}

  /** Calls `listener` with the id hashes of the sessions this service ends (logout, password change, reset, purge), once they are gone. */
  onEnded(listener: (idHashes: string[]) => void): void {
    this.endedListeners.push(listener);
  }

  /** Tells the listeners, after `trx` commits when the sessions were ended inside one (never on a rollback). */
  private ended(idHashes: string[], trx?: Knex): void {
    if (!idHashes.length) return;
    const tell = () => this.endedListeners.forEach((listener) => listener(idHashes));
    const committed = (trx as Knex.Transaction | undefined)?.executionPromise;
    if (committed) committed.then(tell, () => undefined);
    else tell();
  }

  /** The id hashes among `idHashes` whose session is still live (the realtime hub's sweep). */
  async liveAmong(idHashes: readonly string[]): Promise<Set<string>> {
    const rows = (await this.db('sessions')
      .whereIn('id_hash', [...new Set(idHashes)])
      .andWhere('expires_at', '>', this.clock.now())
      .andWhere('created_at', '>', new Date(this.clock.now().getTime() - this.maxAgeMs()))
      .select('id_hash')) as { id_hash: string }[];
    return new Set(rows.map((row) => row.id_hash));
  }

  ttlSeconds(remember: boolean): number {
    return remember ? this.config.rememberTtlSeconds : this.config.sessionTtlSeconds;
  }

  private maxAgeMs(): number {
    return sessionMaxAgeSeconds(this.config) * 1000;
  }

  /** The sliding expiry from `now`, capped at the absolute end of a session opened at `createdAt`. */
  private expiryFrom(now: Date, createdAt: Date, remember: boolean): Date {
    return new Date(Math.min(now.getTime() + this.ttlSeconds(remember) * 1000, createdAt.getTime() + this.maxAgeMs()));
  }

  /** Opens a session and returns the token for the cookie. */
  async create(userId: string, remember: boolean, meta: { userAgent?: string; ip?: string; idToken?: string; frameAncestors?: readonly string[] } = {}): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.db('sessions').insert({
      id_hash: sessionIdHash(token),
      user_id: userId,
      remember,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
      sso_id_token: meta.idToken ?? null,
      frame_ancestors: meta.frameAncestors?.length ? meta.frameAncestors.join(' ') : null,
      created_at: now,
      last_seen_at: now,
      expires_at: this.expiryFrom(now, now, remember),
    });
    return token;
  }

  /** The live session of a token, with its user; slides the expiry forward. */
  async resolve(token: string): Promise<SessionRecord | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const idHash = sessionIdHash(token);
    const now = this.clock.now();
    const row = await liveSession.first(this.db, idHash, now, new Date(now.getTime() - this.maxAgeMs()));
    if (!row) return null;
    const { session_remember: remember, session_last_seen_at: lastSeen, session_created_at: createdAt, session_frame_ancestors: framedBy, ...user } = row as LiveSessionRow;
    if (now.getTime() - lastSeen.getTime() > TOUCH_AFTER_MS) {
      await this.db('sessions')
        .where({ id_hash: idHash })
        .update({ last_seen_at: now, expires_at: this.expiryFrom(now, new Date(createdAt), remember) });
    }
    return { idHash, remember, frameAncestors: originList(framedBy), user };
  }

  /** The live session of an id hash (a realtime token names it), with its user; leaves the expiry as it is. */
  async resolveIdHash(idHash: string): Promise<SessionRecord | null> {
    const now = this.clock.now();
    const row = await liveSession.first(this.db, idHash, now, new Date(now.getTime() - this.maxAgeMs()));
    if (!row) return null;
    const { session_remember: remember, session_last_seen_at: _seen, session_created_at: _created, session_frame_ancestors: framedBy, ...user } = row as LiveSessionRow;
    return { idHash, remember, frameAncestors: originList(framedBy), user };
  }

  /** Ends a session; answers the single-sign-on id_token it held (for single logout), if any. */
  async destroy(token: string): Promise<{ idToken: string | null }> {
    const [ended] = (await this.db('sessions').where({ id_hash: sessionIdHash(token) }).delete().returning(['sso_id_token', 'id_hash'])) as { sso_id_token: string | null; id_hash: string }[];
    if (ended) this.ended([ended.id_hash]);
    return { idToken: ended?.sso_id_token ?? null };
  }

  /** Removes expired sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    const purged = (await this.db('sessions')
      .where('expires_at', '<=', now)
      .orWhere('created_at', '<=', new Date(now.getTime() - this.maxAgeMs()))
      .delete()
      .returning('id_hash')) as { id_hash: string }[];
    this.ended(purged.map((row) => row.id_hash));
    return purged.length;
  }

  /** The keep-alive (`GET refresh`): pushes a live session's sliding expiry forward now. */
  async refresh(idHash: string, remember: boolean): Promise<void> {
    const now = this.clock.now();
    const row = (await this.db('sessions').where({ id_hash: idHash }).andWhere('expires_at', '>', now).first('created_at')) as { created_at: Date } | undefined;
    if (!row) return;
    await this.db('sessions')
      .where({ id_hash: idHash })
      .update({ last_seen_at: now, expires_at: this.expiryFrom(now, new Date(row.created_at), remember) });
  }

  /** Ends every session of a user (a password change keeps the caller's own, `exceptIdHash`); answers how many. */
  async endAllOf(userId: string, options: { exceptIdHash?: string; trx?: Knex } = {}): Promise<number> {
    const query = (options.trx ?? this.db)('sessions').where({ user_id: userId });
    if (options.exceptIdHash) query.andWhereNot({ id_hash: options.exceptIdHash });
    const ended = (await query.delete().returning('id_hash')) as { id_hash: string }[];
    this.ended(
      ended.map((row) => row.id_hash),
      options.trx,
    );
    return ended.length;
  }
}
