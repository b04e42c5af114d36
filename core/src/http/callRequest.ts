import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { DepsMap, ResolvedDeps } from '@lms/contract/serviceRef.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { RawBody, ReplyControl, RouteRequest, SessionControl } from '@lms/contract/route.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { isSitePath } from '@lms/contract/rules/sitePath.ts';
import type { RegisteredRoute } from '../plugins/PluginRegistry.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import { SESSION_COOKIE, XSRF_COOKIE, sessionCookieOptions, sessionCookieSite, xsrfCookieOptions } from './cookies.ts';
import { sessionXsrfToken } from './middleware/csrf.ts';
import type { LmsState } from './LmsState.ts';

/** What a call's request needs of the kernel (a part of mountRoutes' RouteRuntime). */
export interface CallRuntime {
  sessions: SessionService;
  /** The configured public address (PublicSite.baseUrl): the only base of links back to this site. */
  publicBaseUrl(): string;
  /** Every login (password, SSO, a registration that logs in) is tracked (issue 21). */
  recordLogin(userId: string): void;
}

function sessionControl(ctx: Context & { state: LmsState }, runtime: CallRuntime): SessionControl {
  return {
    async start(userId, { remember, idToken, embeddedBy }) {
      // A fresh id at every login: a session id planted before login is worth nothing after it.
      if (ctx.state.sessionToken) await runtime.sessions.destroy(ctx.state.sessionToken);
      const frameAncestors = embeddedBy?.length ? embeddedBy.map(frameOrigin) : undefined;
      const token = await runtime.sessions.create(userId, remember, { userAgent: ctx.get('user-agent'), ip: ctx.ip, idToken, frameAncestors });
      const maxAge = remember ? runtime.sessions.ttlSeconds(true) * 1000 : undefined;
      const site = frameAncestors ? 'embedded' : 'lax';
      ctx.state.embedded = site === 'embedded';
      ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx, maxAge, site));
      // An embedded launch is a cross-site call, which no CSRF step follows: its page needs the session's XSRF cookie now, readable in the frame.
      if (frameAncestors) ctx.cookies.set(XSRF_COOKIE, sessionXsrfToken(token), xsrfCookieOptions(ctx, site));
      ctx.state.sessionToken = token;
      runtime.recordLogin(userId);
    },
    idHash: () => ctx.state.session?.idHash ?? null,
    async end() {
      const token = ctx.state.sessionToken;
      let ended = { idToken: null as string | null };
      if (token) {
        // The session service tells the realtime hub, which closes the session's sockets.
        ended = await runtime.sessions.destroy(token);
      }
      ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx));
      // The anonymous XSRF cookie that follows goes where the session's went.
      ctx.state.embedded = sessionCookieSite(ctx) === 'embedded';
      ctx.state.sessionToken = null;
      ctx.state.session = null;
      ctx.state.user = null;
      return ended;
    },
    async refresh() {
      const session = ctx.state.session;
      const token = ctx.state.sessionToken;
      if (!session || !token) return;
      await runtime.sessions.refresh(session.idHash, session.remember);
      // A remembered session's cookie expires with it: move the cookie's date too.
      if (session.remember) ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx, runtime.sessions.ttlSeconds(true) * 1000));
    },
    async endOthers() {
      const session = ctx.state.session;
      if (session) await runtime.sessions.endAllOf(session.user.id, { exceptIdHash: session.idHash });
    },
  };
}

/** An origin that may frame a session's pages: http(s) scheme, host and port only (it goes into a Content-Security-Policy). */
function frameOrigin(address: string): string {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A frame ancestor must be an http(s) origin, not ${JSON.stringify(address)}`);
  return url.origin;
}

function notTheSessionCookie(name: string): string {
  if (name === SESSION_COOKIE) throw new Error("The session cookie is the kernel's; use `session` instead");
  return name;
}

function replyControl(ctx: Context, onRedirect: () => void, onStream: () => void): ReplyControl {
  return {
    status: (code) => {
      // Error answers are the error handler's alone (its body, status and headers come from the LmsError).
      if (!(code >= 200 && code < 300)) throw new Error(`reply.status(${code}): answer errors by throwing an LmsError`);
      ctx.status = code;
    },
    header: (name, value) => {
      ctx.set(name, value);
    },
    redirect: (path) => {
      if (!isSitePath(path)) throw new Error(`Routes redirect only to paths of this site, not ${JSON.stringify(path)}`);
      ctx.redirect(path);
      onRedirect();
    },
    cookie: (name, value, options = {}) => {
      const maxAge = options.maxAgeSeconds ? options.maxAgeSeconds * 1000 : undefined;
      const site = options.embedded ? 'embedded' : sessionCookieSite(ctx);
      ctx.cookies.set(notTheSessionCookie(name), value, { ...sessionCookieOptions(ctx, maxAge, site), path: options.path ?? '/' });
    },
    stream: (body, options) => {
      ctx.body = body;
      ctx.type = options.contentType;
      if (options.length !== undefined) ctx.length = options.length;
      onStream();
    },
  };
}

/** What the route decided before its handler runs. */
interface Decided {
  params: Readonly<Record<string, string>>;
  query: unknown;
  body: unknown;
  access: CourseAccess | null;
  deps: Readonly<ResolvedDeps<DepsMap>>;
}

/**
 * The request a handler receives. A class, not an object literal made per call: the literal
 * carried eight closures (its getters, `cookie`, `header`), each also named by tsx's `__name`
 * as it was made, and read the request's host and client address on every call; here the
 * getters are the prototype's, and what most handlers never read (log, host, client address,
 * origin, the session and reply controls) is made on first use (issue 15 item 9).
 * `cookie` and `header` stay functions of their own, as handlers take them out of the request
 * (`({ header }) => ...`).
 */
export class CallRequest implements RouteRequest<unknown, unknown, DepsMap> {
  readonly params: Readonly<Record<string, string>>;
  readonly query: unknown;
  readonly body: unknown;
  readonly access: CourseAccess | null;
  readonly deps: Readonly<ResolvedDeps<DepsMap>>;
  readonly user: SessionUser | null;
  readonly requestId: string;
  readonly rawBody: RawBody | null;
  /** Whether the handler redirected or streamed, which writeAnswer checks its result against. */
  redirected = false;
  streamed = false;
  private routeLog: Logger | undefined = undefined;
  private sessionMade: SessionControl | undefined = undefined;
  private replyMade: ReplyControl | undefined = undefined;
  private cookieRead: ((name: string) => string | undefined) | undefined = undefined;
  private headerRead: ((name: string) => string | undefined) | undefined = undefined;

  constructor(
    private readonly ctx: Context & { state: LmsState },
    private readonly runtime: CallRuntime,
    private readonly route: RegisteredRoute,
    decided: Decided,
  ) {
    this.params = decided.params;
    this.query = decided.query;
    this.body = decided.body;
    this.access = decided.access;
    this.deps = decided.deps;
    this.user = ctx.state.user;
    this.requestId = ctx.state.requestId;
    this.rawBody = route.definition.streamBody ? { stream: ctx.req, contentType: ctx.get('content-type'), length: ctx.get('content-length') ? Number(ctx.get('content-length')) : undefined } : null;
  }

  get log(): Logger {
    this.routeLog ??= this.ctx.state.log.child({ route: `${this.route.definition.method} ${this.route.definition.path}`, owner: this.route.owner });
    return this.routeLog;
  }

  get host(): string {
    return this.ctx.hostname;
  }

  /** Never from the request's Host or Origin, which the client chooses: links leave the site in mails and payment pages. */
  get origin(): string {
    return this.runtime.publicBaseUrl();
  }

  get clientAddress(): string {
    return this.ctx.ip;
  }

  get cookie(): (name: string) => string | undefined {
    this.cookieRead ??= (name) => this.ctx.cookies.get(notTheSessionCookie(name));
    return this.cookieRead;
  }

  get header(): (name: string) => string | undefined {
    this.headerRead ??= (name) => this.ctx.get(name) || undefined;
    return this.headerRead;
  }

  get session(): SessionControl {
    this.sessionMade ??= sessionControl(this.ctx, this.runtime);
    return this.sessionMade;
  }

  get reply(): ReplyControl {
    this.replyMade ??= replyControl(
      this.ctx,
      () => {
        this.redirected = true;
      },
      () => {
        this.streamed = true;
      },
    );
    return this.replyMade;
  }
}
