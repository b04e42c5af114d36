import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/**
 * The platforms' public keys, one cached JWKS per address: read once, kept 10
 * minutes, read again at once (at most every 30 s) when an id_token names a
 * kid it lacks, so a platform's rotation is followed without a restart.
 *
 * A plain fetch with a 5 s timeout, not `coreServices.publicWeb`: that one
 * refuses private and loopback addresses because it reads addresses users
 * typed; these are typed by an administrator registering a platform, which
 * may well sit on the institution's own network (and on loopback in tests).
 */
export class PlatformKeys {
  private readonly sets = new Map<string, JWTVerifyGetKey>();

  of(jwksUrl: string): JWTVerifyGetKey {
    let set = this.sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
      this.sets.set(jwksUrl, set);
    }
    return set;
  }
}
