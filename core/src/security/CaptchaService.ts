import { hkdfSync } from 'node:crypto';
import type { Knex } from 'knex';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from '@lms/contract/services.ts';
import type { RateLimitRule } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { RateLimiter } from '../limits/RateLimiter.ts';

/**
 * Calls from one address before a captcha is asked (LMS_RATE_LIMITS `captcha=points/seconds`
 * changes it, `captcha=off` never asks): well under the hard limits, so a person
 * retrying a form meets it rarely and a script meets it at once.
 */
export const CAPTCHA_THRESHOLD: RateLimitRule = { bucket: 'captcha', key: 'address', points: 5, durationSeconds: 600 };

/** How hard the proof of work is: PBKDF2 iterations per try, and the range of tries the answer hides in. */
export interface CaptchaCost {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/** About a second or two on a phone's browser. */
export const DEFAULT_CAPTCHA_COST: CaptchaCost = { cost: 1000, counterMin: 1000, counterMax: 3000 };

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

/** The captcha port: a challenge to send, and whether a solved payload is good (and unused). */
export interface CaptchaPort {
  challenge(): Promise<Challenge>;
  verify(payload: string): Promise<boolean>;
}

/**
 * The default captcha: ALTCHA's proof of work (altcha-lib), self-hosted, so
 * nothing leaves the machine. Challenges are signed with a key derived from the
 * installation's master key (every node verifies what another issued); a
 * solution is accepted once (its signature kept in `captcha_uses` until the
 * challenge expires).
 */
export class AltchaCaptcha implements CaptchaPort {
  private secret: string | null = null;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly masterKey: () => Buffer,
    private readonly cost: CaptchaCost,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost.cost,
      counter: randomInt(this.cost.counterMin, this.cost.counterMax),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.hmacSecret(),
    });
  }

  async verify(encoded: string): Promise<boolean> {
    const payload = decodePayload(encoded);
    if (!payload?.challenge.signature || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
    // Expiry by the kernel's clock (the library reads the wall clock); every challenge we sign has one.
    const now = this.clock.now();
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return false;
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: this.hmacSecret() });
    if (!result.verified) return false;
    await this.db('captcha_uses').where('expires_at', '<', now).delete();
    const inserted = await this.db('captcha_uses').insert({ signature: payload.challenge.signature, expires_at: expiresAt }).onConflict('signature').ignore().returning('signature');
    return inserted.length === 1;
  }

  private hmacSecret(): string {
    this.secret ??= Buffer.from(hkdfSync('sha256', this.masterKey(), Buffer.alloc(0), 'lms captcha hmac', 32)).toString('base64');
    return this.secret;
  }
}

function decodePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    if (typeof payload?.challenge?.parameters !== 'object' || typeof payload.solution?.counter !== 'number' || typeof payload.solution.derivedKey !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * Registration and password recovery (issue 26 item 10): under the threshold
 * nothing is asked; past it, a call without a good solved captcha is refused
 * with `captcha-required` (or `captcha-invalid`) and a fresh challenge to solve.
 */
export class CaptchaGuard {
  constructor(
    private readonly port: CaptchaPort,
    private readonly limiter: RateLimiter,
  ) {}

  async check(address: string, solved: string | undefined): Promise<void> {
    if (solved) {
      if (await this.port.verify(solved)) return;
      throw new LmsError('captcha-invalid', undefined, { details: { captcha: await this.port.challenge() } });
    }
    if ((await this.limiter.hit(CAPTCHA_THRESHOLD, { userId: null, address })) === null) return;
    throw new LmsError('captcha-required', undefined, { details: { captcha: await this.port.challenge() } });
  }

  /** A challenge to solve before sending (a form that already met `captcha-required`). */
  challenge(): Promise<Challenge> {
    return this.port.challenge();
  }
}
