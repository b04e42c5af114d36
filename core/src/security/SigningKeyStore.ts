import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { PublicJwk, SecretBox, SigningKeys, SignOptions } from '@lms/contract/keys.ts';
import type { Clock } from '@lms/contract/services.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface KeySchedule {
  /** How old the current key gets before a new one replaces it (default 90 days). */
  rotateAfterMs: number;
  /** How long a retired key is still served in the JWKS (default 7 days). */
  overlapMs: number;
  /** How long this process reuses the current key before it reads the table again (default 60 s). */
  cacheMs: number;
}

export const DEFAULT_KEY_SCHEDULE: KeySchedule = { rotateAfterMs: 90 * DAY_MS, overlapMs: 7 * DAY_MS, cacheMs: 60_000 };

interface KeyRow {
  kid: string;
  public_jwk: PublicJwk | string;
  private_jwk_sealed: string;
  created_at: Date;
  retired_at: Date | null;
}

interface CurrentKey {
  kid: string;
  key: CryptoKey | Uint8Array;
  createdAt: number;
  readAt: number;
}

/**
 * `coreServices.signingKeys`: the `signing_keys` table, private halves sealed
 * by the SecretBox. Rotation is due-driven: the first `sign` or `jwks` after
 * the current key's age passes `rotateAfterMs` makes the next one (under a
 * table lock, so two nodes never both rotate), so no node needs a timer and a
 * stopped installation rotates on its first use after a long pause.
 */
export class SigningKeyStore implements SigningKeys {
  private current: CurrentKey | null = null;

  constructor(
    private readonly db: Knex,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly schedule: KeySchedule = DEFAULT_KEY_SCHEDULE,
  ) {}

  async sign(claims: Record<string, unknown>, options: SignOptions = {}): Promise<string> {
    const key = await this.currentKey();
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, ...(options.typ ? { typ: options.typ } : {}) }).setIssuedAt(now);
    if (claims.exp === undefined) jwt.setExpirationTime(now + (options.expiresInSeconds ?? 300));
    if (options.audience !== undefined) jwt.setAudience(options.audience);
    return jwt.sign(key.key);
  }

  async jwks(): Promise<{ keys: PublicJwk[] }> {
    await this.currentKey();
    const since = new Date(this.clock.now().getTime() - this.schedule.overlapMs);
    const rows: Pick<KeyRow, 'public_jwk'>[] = await this.db('signing_keys')
      .where((q) => q.whereNull('retired_at').orWhere('retired_at', '>', since))
      .orderByRaw('retired_at is not null, created_at desc')
      .select('public_jwk');
    return { keys: rows.map((row) => (typeof row.public_jwk === 'string' ? JSON.parse(row.public_jwk) : row.public_jwk)) };
  }

  async rotate(): Promise<void> {
    await this.db.transaction((trx) => this.rotateIn(trx, () => true));
    this.current = null;
  }

  /** The key to sign with: cached for `cacheMs`, replaced when due. */
  private async currentKey(): Promise<CurrentKey> {
    const now = this.clock.now().getTime();
    const cached = this.current;
    if (cached && now - cached.readAt < this.schedule.cacheMs && now - cached.createdAt < this.schedule.rotateAfterMs) return cached;
    let row = await this.newest(this.db);
    if (!row || now - row.created_at.getTime() >= this.schedule.rotateAfterMs) {
      row = await this.db.transaction((trx) =>
        this.rotateIn(trx, (newest) => !newest || this.clock.now().getTime() - newest.created_at.getTime() >= this.schedule.rotateAfterMs),
      );
    }
    const jwk = JSON.parse(this.box.open(row.private_jwk_sealed)) as JWK;
    this.current = { kid: row.kid, key: await importJWK(jwk, 'RS256'), createdAt: row.created_at.getTime(), readAt: now };
    return this.current;
  }

  private async newest(db: Knex): Promise<KeyRow | undefined> {
    return db('signing_keys').whereNull('retired_at').orderBy('created_at', 'desc').first();
  }

  /** Under the table's lock: when `due` says so for the newest key, retires it and adds a new one; answers the current key. */
  private async rotateIn(trx: Knex.Transaction, due: (newest: KeyRow | undefined) => boolean): Promise<KeyRow> {
    await trx.raw('lock table signing_keys in share row exclusive mode');
    const newest = await this.newest(trx);
    if (newest && !due(newest)) return newest;
    const now = this.clock.now();
    const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const kid = randomBytes(16).toString('base64url');
    const pub = await exportJWK(publicKey);
    const publicJwk: PublicJwk = { kty: 'RSA', kid, alg: 'RS256', use: 'sig', n: pub.n!, e: pub.e! };
    const row: KeyRow = {
      kid,
      public_jwk: JSON.stringify(publicJwk),
      private_jwk_sealed: this.box.seal(JSON.stringify(await exportJWK(privateKey))),
      created_at: now,
      retired_at: null,
    };
    await trx('signing_keys').whereNull('retired_at').update({ retired_at: now });
    await trx('signing_keys').where('retired_at', '<=', new Date(now.getTime() - this.schedule.overlapMs)).delete();
    await trx('signing_keys').insert(row);
    return row;
  }
}
