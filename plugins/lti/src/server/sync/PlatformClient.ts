import { randomBytes } from 'node:crypto';
import type { Clock, SigningKeys } from '@lms/sdk';
import type { Platform } from '../../calls/ltiCalls.ts';

/** The LTI Advantage scopes (NRPS 2.0, AGS 2.0) the tool side asks tokens for. */
export const SCOPES = {
  roster: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItems: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  results: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  scores: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

/** A platform's answer we cannot use: `retryable` when waiting may heal it (5xx, 429, 408, a network failure). */
export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
/** A token is used until this long before the platform said it expires. */
const EXPIRY_MARGIN_MS = 30_000;
/** Paging stops here whatever the Link headers say (a platform looping on its own next page). */
const MAX_PAGES = 200;

/** The rel="next" address of a Link header, or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/.test(match[2]!)) return match[1]!;
  }
  return null;
}

/** An address with `/suffix` added to its path (AGS: `{lineitem}/scores`, `{lineitem}/results`), its query kept. */
export function withPathSuffix(address: string, suffix: string): string {
  const url = new URL(address);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${suffix}`;
  return url.toString();
}

/**
 * Calls to a platform's LTI Advantage services: an OAuth 2 client-credentials
 * token per platform and scope (a JWT bearer assertion signed with the
 * installation's keys, RFC 7523), cached until shortly before it expires; JSON
 * reads followed through their Link headers. A plain fetch with a timeout (the
 * addresses are an administrator's, see RemoteKeySets in @lms/sdk/jwt). Tokens are never logged.
 */
export class PlatformClient {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly keys: SigningKeys,
    private readonly clock: Clock,
  ) {}

  async token(platform: Platform, scope: string): Promise<string> {
    const key = `${platform.id} ${scope}`;
    const now = this.clock.now().getTime();
    const cached = this.tokens.get(key);
    if (cached && cached.until > now) return cached.token;
    const assertion = await this.keys.sign(
      { iss: platform.client_id, sub: platform.client_id, jti: randomBytes(16).toString('hex') },
      { audience: platform.token_url, expiresInSeconds: 300, typ: 'JWT' },
    );
    const response = await this.send(platform.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }).toString(),
    });
    const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof answer?.access_token !== 'string') throw new PlatformCallError("the platform's token endpoint answered no access_token", false, response.status);
    const lifetime = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in * 1000 : 3_600_000;
    this.tokens.set(key, { token: answer.access_token, until: now + lifetime - EXPIRY_MARGIN_MS });
    return answer.access_token;
  }

  /** A GET of JSON with a token of `scope`; answers the body and the next page's address. */
  async getJson<T>(platform: Platform, scope: string, address: string, accept: string): Promise<{ body: T; next: string | null }> {
    const response = await this.authorized(platform, scope, address, { method: 'GET', headers: { accept } });
    return { body: (await response.json()) as T, next: nextLink(response.headers.get('link')) };
  }

  /** Every page of a paged read (Link rel="next"), each page's items taken by `items`. */
  async getAll<T, I>(platform: Platform, scope: string, address: string, accept: string, items: (page: T) => I[]): Promise<I[]> {
    const all: I[] = [];
    let next: string | null = address;
    for (let page = 0; next && page < MAX_PAGES; page += 1) {
      const answer: { body: T; next: string | null } = await this.getJson<T>(platform, scope, next, accept);
      all.push(...items(answer.body));
      next = answer.next;
    }
    return all;
  }

  async postJson<T>(platform: Platform, scope: string, address: string, contentType: string, body: unknown): Promise<T | null> {
    const response = await this.authorized(platform, scope, address, { method: 'POST', headers: { 'content-type': contentType, accept: 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : null;
  }

  /** A call with the scope's token; a 401 drops the cached token and tries once more with a new one. */
  private async authorized(platform: Platform, scope: string, address: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
    for (let round = 0; ; round += 1) {
      const token = await this.token(platform, scope);
      try {
        return await this.send(address, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
      } catch (error) {
        if (round === 0 && error instanceof PlatformCallError && error.status === 401) {
          this.tokens.delete(`${platform.id} ${scope}`);
          continue;
        }
        throw error;
      }
    }
  }

  private async send(address: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(address, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PlatformCallError(`the platform could not be reached (${error instanceof Error ? error.name : 'error'})`, true, null);
    }
    if (response.ok) return response;
    const status = response.status;
    await response.body?.cancel().catch(() => undefined);
    const retryable = status >= 500 || status === 429 || status === 408 || status === 401;
    throw new PlatformCallError(`the platform answered ${status} at ${new URL(address).pathname}`, retryable, status);
  }
}
