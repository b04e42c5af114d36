import type { SecretBox } from '@lms/contract/keys.ts';
import type { Clock } from '@lms/contract/services.ts';

/** How long a realtime token opens a connection (the spec's firebase_token is short-lived too). */
export const REALTIME_TOKEN_TTL_MS = 5 * 60_000;

/** What a realtime token names: a session (by id hash, never its token), its user, the course asked for, and when it lapses. */
interface TokenClaims {
  purpose: 'realtime';
  sessionHash: string;
  userId: string;
  courseId: string;
  expiresAt: number;
}

/**
 * The spec's `POST firebase_token/` on our realtime connection: a token sealed
 * with the installation's key (authenticated encryption, so it cannot be made
 * or altered elsewhere) that opens a socket as the session it names for five
 * minutes, for a client that cannot send the session cookie. The session must
 * still be live at the handshake, and its end closes the socket as for a cookie.
 */
export class RealtimeTokens {
  /** `box` is asked for at each use, not at start: on PostgreSQL without LMS_SECRET_KEY the kernel starts, and only a token's first use says the key is missing. */
  constructor(
    private readonly box: () => SecretBox,
    private readonly clock: Clock,
  ) {}

  issue(sessionHash: string, userId: string, courseId: string): { token: string; expires_at: string } {
    const expiresAt = this.clock.now().getTime() + REALTIME_TOKEN_TTL_MS;
    const claims: TokenClaims = { purpose: 'realtime', sessionHash, userId, courseId, expiresAt };
    return { token: this.box().seal(JSON.stringify(claims)), expires_at: new Date(expiresAt).toISOString() };
  }

  /** The claims of a token this installation issued that has not lapsed, else null. */
  read(token: unknown): TokenClaims | null {
    if (typeof token !== 'string' || token.length > 2000) return null;
    let claims: Partial<TokenClaims>;
    try {
      claims = JSON.parse(this.box().open(token)) as Partial<TokenClaims>;
    } catch {
      return null;
    }
    if (claims.purpose !== 'realtime' || typeof claims.sessionHash !== 'string' || typeof claims.userId !== 'string' || typeof claims.courseId !== 'string') return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= this.clock.now().getTime()) return null;
    return claims as TokenClaims;
  }
}
