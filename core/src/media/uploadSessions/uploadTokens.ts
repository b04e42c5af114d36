import type { SecretBox } from '@lms/contract/keys.ts';

/**
 * The local store's stand-in for a presigned address: `PUT s3upload/{id}?token=`,
 * the token sealed with the installation's key (authenticated encryption: it
 * cannot be made or altered elsewhere), naming one session and when it lapses.
 */
export function sealUploadToken(box: SecretBox, sessionId: string, expiresAt: Date): string {
  return box.seal(JSON.stringify({ purpose: 'upload', sessionId, expiresAt: expiresAt.getTime() }));
}

/** Whether the token is one of ours, for that session, not lapsed at `now`. */
export function uploadTokenAdmits(box: SecretBox, token: string, sessionId: string, now: Date): boolean {
  try {
    const claims = JSON.parse(box.open(token)) as { purpose?: unknown; sessionId?: unknown; expiresAt?: unknown };
    return claims.purpose === 'upload' && claims.sessionId === sessionId && typeof claims.expiresAt === 'number' && claims.expiresAt > now.getTime();
  } catch {
    return false;
  }
}
