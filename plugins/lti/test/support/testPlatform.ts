import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A conformant LTI 1.3 platform on loopback for the tool side's tests
 * (issue 22): a JWKS endpoint (keys rotate), an OIDC authentication endpoint
 * that records the login requests it receives, and signed launches. NRPS and
 * AGS tests extend it with their endpoints (`route`).
 */
export interface PlatformKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: Record<string, unknown>;
}

export const LTI = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
} as const;

export const ROLES = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  guest: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor',
} as const;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void | Promise<void>;

export async function newPlatformKey(): Promise<PlatformKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export class TestPlatform {
  readonly clientId = `client-${randomBytes(4).toString('hex')}`;
  readonly deploymentId = 'deployment-1';
  /** The keys the JWKS serves; the first signs. */
  keys: PlatformKey[] = [];
  /** The login requests the authentication endpoint received (their query). */
  readonly authRequests: URLSearchParams[] = [];
  /** How many times the JWKS was read. */
  jwksReads = 0;
  private readonly routes = new Map<string, Handler>();
  private server!: http.Server;
  issuer = '';

  static async start(): Promise<TestPlatform> {
    const platform = new TestPlatform();
    platform.keys = [await newPlatformKey()];
    platform.server = http.createServer((req, res) => void platform.handle(req, res));
    await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
    platform.issuer = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
    platform.route('/jwks', (_req, res) => {
      platform.jwksReads += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: platform.keys.map((key) => key.publicJwk) }));
    });
    platform.route('/auth', (_req, res, url) => {
      platform.authRequests.push(url.searchParams);
      res.end('ok');
    });
    return platform;
  }

  /** Adds an endpoint (NRPS, AGS, token) at `path`. */
  route(path: string, handler: Handler): void {
    this.routes.set(path, handler);
  }

  /** What an administrator enters to register this platform (`POST lti/platforms`). */
  registration() {
    return {
      issuer: this.issuer,
      client_id: this.clientId,
      deployment_ids: [this.deploymentId],
      auth_login_url: `${this.issuer}/auth`,
      token_url: `${this.issuer}/token`,
      jwks_url: `${this.issuer}/jwks`,
    };
  }

  /** A new signing key first in the JWKS; the old one stays served unless `dropOld`. */
  async rotate(dropOld = false): Promise<void> {
    const key = await newPlatformKey();
    this.keys = dropOld ? [key] : [key, ...this.keys];
  }

  /** The claims of a valid resource link launch for `nonce` (override or delete any with `changes`; undefined deletes). */
  launchClaims(input: { nonce: string; target: string; role?: string; sub?: string }, changes: Record<string, unknown> = {}): JWTPayload {
    const claims: Record<string, unknown> = {
      iss: this.issuer,
      aud: this.clientId,
      sub: input.sub ?? 'user-1',
      nonce: input.nonce,
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: `${input.sub ?? 'user-1'}@platform.test`,
      [LTI.messageType]: 'LtiResourceLinkRequest',
      [LTI.version]: '1.3.0',
      [LTI.deploymentId]: this.deploymentId,
      [LTI.targetLinkUri]: input.target,
      [LTI.resourceLink]: { id: 'link-1', title: 'Our course' },
      [LTI.roles]: [input.role ?? ROLES.learner],
      [LTI.context]: { id: 'context-1', title: 'Their course' },
    };
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    return claims;
  }

  /** A signed id_token: RS256 with the current key unless told otherwise; iat now, exp in 5 minutes unless the claims say. */
  async sign(claims: JWTPayload, options: { key?: PlatformKey; kid?: string | null; now?: Date } = {}): Promise<string> {
    const key = options.key ?? this.keys[0]!;
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const header = options.kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid: options.kid ?? key.kid };
    const jwt = new SignJWT(claims).setProtectedHeader(header);
    if (claims.iat === undefined) jwt.setIssuedAt(now);
    if (claims.exp === undefined) jwt.setExpirationTime(now + 300);
    return jwt.sign(key.privateKey);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    const handler = this.routes.get(url.pathname);
    if (!handler) {
      res.statusCode = 404;
      res.end();
      return;
    }
    await handler(req, res, url);
  }
}

/** An unsigned token (alg none) or one signed with a shared secret (HS256): what a conformant tool refuses. */
export function unsecuredToken(claims: JWTPayload): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export async function hs256Token(claims: JWTPayload, kid: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode('a shared secret of 32 bytes or more!!'));
}
