import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose';

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
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradeEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const SCOPE = {
  roster: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItems: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  results: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  scores: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
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

  /** Listens on loopback; `hostName` 'localhost' makes it another site than a tool on 127.0.0.1 (a browser then treats the tool in its iframe as third-party). */
  static async start(options: { hostName?: '127.0.0.1' | 'localhost' } = {}): Promise<TestPlatform> {
    const platform = new TestPlatform();
    platform.keys = [await newPlatformKey()];
    platform.server = http.createServer((req, res) => void platform.handle(req, res));
    await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
    platform.issuer = `http://${options.hostName ?? '127.0.0.1'}:${(platform.server.address() as AddressInfo).port}`;
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
      [LTI.namesRoles]: { context_memberships_url: `${this.issuer}/nrps/memberships`, service_versions: ['2.0'] },
      [LTI.gradeEndpoint]: { scope: Object.values(SCOPE).filter((scope) => scope !== SCOPE.roster), lineitems: `${this.issuer}/ags/lineitems` },
    };
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    return claims;
  }

  /** The claims of a valid deep linking request (LTI Deep Linking 2.0 §4.4) for `nonce`, answered at `{issuer}/deep-link-return`. */
  deepLinkClaims(input: { nonce: string; target: string; role?: string; sub?: string; acceptMultiple?: boolean }, changes: Record<string, unknown> = {}): JWTPayload {
    const claims = this.launchClaims(input, {
      [LTI.messageType]: 'LtiDeepLinkingRequest',
      [LTI.resourceLink]: undefined,
      [LTI.deepLinkingSettings]: {
        deep_link_return_url: `${this.issuer}/deep-link-return`,
        accept_types: ['ltiResourceLink', 'link'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: input.acceptMultiple ?? false,
        data: 'platform-data-42',
      },
    });
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
    const handler = this.routes.get(url.pathname) ?? [...this.routes].find(([path]) => path.endsWith('/*') && url.pathname.startsWith(path.slice(0, -1)))?.[1];
    if (!handler) {
      res.statusCode = 404;
      res.end();
      return;
    }
    await handler(req, res, url);
  }
}

export interface NrpsMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  email?: string;
}

export interface LineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  tag?: string;
}

export interface ReceivedScore {
  lineItem: string;
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  gradingProgress: string;
  activityProgress: string;
  timestamp: string;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

/**
 * The platform's LTI Advantage services (issue 22 items 2 to 4): an OAuth 2
 * token endpoint that checks the tool's client assertion (RS256, signed by a
 * key of the tool's JWKS, iss = sub = client id, aud = the token endpoint,
 * unexpired, jti once) and answers opaque tokens per scope; NRPS memberships
 * paged through Link headers; AGS line items (read, made), scores (accepted
 * as the spec says: a timestamp not newer than the last one is ignored) and
 * results. Every service checks the bearer token and its scope. Tests can make
 * it refuse scores (`refuseScores`) and change a grade on the platform's side
 * (`changeResult`).
 */
export class AdvantageServices {
  members: NrpsMember[] = [];
  /** NRPS and line item pages hold this many entries. */
  pageSize = 2;
  readonly lineItems: LineItem[] = [];
  /** Scores the platform accepted, in order. */
  readonly scores: ReceivedScore[] = [];
  /** The next `times` score posts are answered `status` (503 heals, 400 does not). */
  refuseScores = { times: 0, status: 503 };
  /** Score posts refused so far. */
  refused = 0;
  /** Token requests by scope. */
  readonly tokenRequests: string[] = [];
  /** What the platform's own gradebook shows, by line item and user (a teacher may change it there). */
  private readonly results = new Map<string, { score: number; max: number }>();
  private readonly tokens = new Map<string, string>();
  private readonly jtis = new Set<string>();

  constructor(
    private readonly platform: TestPlatform,
    toolJwksUrl: string,
    private readonly now: () => Date,
  ) {
    const toolKeys = createRemoteJWKSet(new URL(toolJwksUrl));
    const base = platform.issuer;
    platform.route('/token', async (req, res) => {
      const form = new URLSearchParams(await readBody(req));
      const refuse = (error: string) => json(res, 400, { error });
      if (form.get('grant_type') !== 'client_credentials') return refuse('unsupported_grant_type');
      if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return refuse('invalid_client');
      try {
        const { payload } = await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
          algorithms: ['RS256'],
          issuer: platform.clientId,
          subject: platform.clientId,
          audience: `${base}/token`,
          currentDate: this.now(),
          requiredClaims: ['jti', 'exp', 'iat'],
        });
        if (this.jtis.has(payload.jti!)) return refuse('invalid_client');
        this.jtis.add(payload.jti!);
      } catch {
        return refuse('invalid_client');
      }
      const scope = form.get('scope') ?? '';
      if (!Object.values(SCOPE).includes(scope as never)) return refuse('invalid_scope');
      this.tokenRequests.push(scope);
      const token = randomBytes(16).toString('hex');
      this.tokens.set(token, scope);
      json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
    });
    platform.route('/nrps/memberships', (req, res, url) => {
      if (!this.authorized(req, res, SCOPE.roster)) return;
      const page = Number(url.searchParams.get('page') ?? '1');
      const slice = this.members.slice((page - 1) * this.pageSize, page * this.pageSize);
      const more = page * this.pageSize < this.members.length;
      json(res, 200, { id: url.toString(), context: { id: 'context-1', title: 'Their course' }, members: slice }, more ? { link: `<${base}/nrps/memberships?page=${page + 1}>; rel="next"` } : {});
    });
    platform.route('/ags/lineitems', async (req, res, url) => {
      if (req.method === 'POST') {
        if (!this.authorized(req, res, SCOPE.lineItems)) return;
        const body = JSON.parse(await readBody(req)) as Omit<LineItem, 'id'>;
        if (!(body.scoreMaximum > 0) || !body.label) return json(res, 400, { error: 'scoreMaximum and label are required' });
        const item: LineItem = { ...body, id: `${base}/ags/lineitems/${this.lineItems.length + 1}` };
        this.lineItems.push(item);
        return json(res, 201, item);
      }
      if (!this.authorized(req, res, SCOPE.lineItems)) return;
      const page = Number(url.searchParams.get('page') ?? '1');
      const more = page * this.pageSize < this.lineItems.length;
      json(res, 200, this.lineItems.slice((page - 1) * this.pageSize, page * this.pageSize), more ? { link: `<${base}/ags/lineitems?page=${page + 1}>; rel="next"` } : {});
    });
    platform.route('/ags/lineitems/*', async (req, res, url) => {
      const [, , , id, service] = url.pathname.split('/');
      const item = this.lineItems.find((entry) => entry.id === `${base}/ags/lineitems/${id}`);
      if (!item) return json(res, 404, { error: 'no such line item' });
      if (service === 'scores' && req.method === 'POST') {
        if (!this.authorized(req, res, SCOPE.scores)) return;
        if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return json(res, 415, { error: 'score media type expected' });
        const score = JSON.parse(await readBody(req)) as Omit<ReceivedScore, 'lineItem'>;
        if (this.refuseScores.times > 0) {
          this.refuseScores.times -= 1;
          this.refused += 1;
          return json(res, this.refuseScores.status, { error: 'refused' });
        }
        const last = this.scores.filter((s) => s.lineItem === item.id && s.userId === score.userId).at(-1);
        if (!last || last.timestamp < score.timestamp) {
          this.scores.push({ ...score, lineItem: item.id });
          this.results.set(`${item.id} ${score.userId}`, { score: (score.scoreGiven / score.scoreMaximum) * item.scoreMaximum, max: item.scoreMaximum });
        }
        res.statusCode = 204;
        res.end();
        return;
      }
      if (service === 'results' && req.method === 'GET') {
        if (!this.authorized(req, res, SCOPE.results)) return;
        const rows = [...this.results].filter(([key]) => key.startsWith(`${item.id} `)).map(([key, value]) => ({ id: `${key}`, scoreOf: item.id, userId: key.split(' ')[1], resultScore: value.score, resultMaximum: value.max }));
        return json(res, 200, rows);
      }
      json(res, 404, { error: 'no such service' });
    });
  }

  /** A teacher changes a grade in the platform's own gradebook (on the line item's scale). */
  changeResult(lineItemId: string, userId: string, score: number): void {
    const item = this.lineItems.find((entry) => entry.id === lineItemId)!;
    this.results.set(`${lineItemId} ${userId}`, { score, max: item.scoreMaximum });
  }

  private authorized(req: http.IncomingMessage, res: http.ServerResponse, scope: string): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) {
      json(res, 401, { error: 'invalid_token' });
      return false;
    }
    if (this.tokens.get(token) !== scope) {
      json(res, 403, { error: 'insufficient_scope' });
      return false;
    }
    return true;
  }
}

/**
 * The platform's deep_link_return_url (LTI Deep Linking 2.0 §4.5): takes the
 * form field JWT and checks it as a platform must (RS256, a key of the tool's
 * JWKS, iss our client id, aud the platform's issuer, unexpired, message type,
 * version, deployment id); keeps each accepted response's claims.
 */
export class DeepLinkReturn {
  readonly accepted: JWTPayload[] = [];
  readonly refusals: string[] = [];

  constructor(platform: TestPlatform, toolJwksUrl: string, now: () => Date) {
    const toolKeys = createRemoteJWKSet(new URL(toolJwksUrl));
    platform.route('/deep-link-return', async (req, res) => {
      const jwt = new URLSearchParams(await readBody(req)).get('JWT') ?? '';
      try {
        const { payload } = await jwtVerify(jwt, toolKeys, { algorithms: ['RS256'], issuer: platform.clientId, audience: platform.issuer, currentDate: now(), requiredClaims: ['iat', 'exp', 'nonce'] });
        if (payload[LTI.messageType] !== 'LtiDeepLinkingResponse') throw new Error('message type');
        if (payload[LTI.version] !== '1.3.0') throw new Error('version');
        if (payload[LTI.deploymentId] !== platform.deploymentId) throw new Error('deployment');
        this.accepted.push(payload);
        res.end('linked');
      } catch (error) {
        this.refusals.push(String(error));
        json(res, 400, { error: 'invalid deep linking response' });
      }
    });
  }
}

/**
 * The platform's side of LTI Dynamic Registration 1.0: its openid-configuration
 * at `/.well-known/openid-configuration` (fields changed by `configChanges`,
 * undefined deletes) and a registration endpoint at `/register` that checks the
 * registration token (Bearer) and the tool configuration, keeps what it
 * received, and answers a new client id with the deployment id (`answerChanges`
 * changes that answer; `refuseWith` makes it answer an error status).
 */
export class DynamicRegistrationEndpoints {
  readonly token = `reg-${randomBytes(6).toString('hex')}`;
  readonly received: Record<string, unknown>[] = [];
  configChanges: Record<string, unknown> = {};
  answerChanges: Record<string, unknown> = {};
  refuseWith: number | null = null;
  registered = 0;

  constructor(private readonly platform: TestPlatform) {
    const base = platform.issuer;
    platform.route('/.well-known/openid-configuration', (_req, res) => {
      const config: Record<string, unknown> = {
        issuer: base,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        registration_endpoint: `${base}/register`,
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', ...Object.values(SCOPE)],
        'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'test-platform', version: '1.0', messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }] },
      };
      for (const [name, value] of Object.entries(this.configChanges)) {
        if (value === undefined) delete config[name];
        else config[name] = value;
      }
      json(res, 200, config);
    });
    platform.route('/register', async (req, res) => {
      if (req.method !== 'POST') return json(res, 405, { error: 'POST only' });
      if (req.headers.authorization !== `Bearer ${this.token}`) return json(res, 401, { error: 'invalid_token' });
      if (req.headers['content-type'] !== 'application/json') return json(res, 415, { error: 'JSON expected' });
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      if (this.refuseWith !== null) return json(res, this.refuseWith, { error: 'invalid_client_metadata' });
      const lti = body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as { domain?: unknown } | undefined;
      if (!body.initiate_login_uri || !Array.isArray(body.redirect_uris) || !body.jwks_uri || !lti?.domain) return json(res, 400, { error: 'invalid_client_metadata' });
      this.received.push(body);
      this.registered += 1;
      const answer: Record<string, unknown> = {
        ...body,
        client_id: `dyn-client-${this.registered}`,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...lti, deployment_id: `dyn-deployment-${this.registered}` },
      };
      for (const [name, value] of Object.entries(this.answerChanges)) {
        if (value === undefined) delete answer[name];
        else answer[name] = value;
      }
      json(res, 200, answer);
    });
  }

  /** The address the platform opens our registration page with. */
  configurationUrl(): string {
    return `${this.platform.issuer}/.well-known/openid-configuration`;
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
