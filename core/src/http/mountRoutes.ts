import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { DependencyContainer } from '../kernel/di.ts';
import type { DepsMap, ResolvedDeps } from '@lms/contract/serviceRef.ts';
import type { RateLimitRule, ReplyControl, RouteRequest, SessionControl } from '@lms/contract/route.ts';
import type { RateLimitCaller } from '../limits/RateLimiter.ts';
import { isCoursePermission } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { RegisteredRoute } from '../plugins/PluginRegistry.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import { SESSION_COOKIE, XSRF_COOKIE, sessionCookieOptions, sessionCookieSite, xsrfCookieOptions } from './cookies.ts';
import { sessionXsrfToken } from './middleware/csrf.ts';
import type { LmsState } from './LmsState.ts';
import { readJsonBody } from './readJsonBody.ts';
import { segmentedRouter, type ApiRouter } from './apiRouter.ts';
import { readQuery } from './readQuery.ts';
import { assertWellFormedInput } from '../validation/wellFormedInput.ts';
import { isSitePath } from '@lms/contract/rules/sitePath.ts';

export const API_PREFIX = '/server';

export interface RouteRuntime {
  permissions: PermissionService;
  sessions: SessionService;
  /** The container a route's deps resolve from: core's, or the owning plugin's. */
  containerFor(owner: string): DependencyContainer;
  /** Counts a call of a route with a `rateLimit`: null when allowed, else the seconds to wait. */
  rateLimit(rule: RateLimitRule, caller: RateLimitCaller): Promise<number | null>;
  /** The configured public address (PublicSite.baseUrl): the only base of links back to this site. */
  publicBaseUrl(): string;
  /** Every login (password, SSO, a registration that logs in) is tracked (issue 21). */
  recordLogin(userId: string): void;
}

export function resolveDeps<D extends DepsMap>(container: DependencyContainer, deps: D | undefined): ResolvedDeps<D> {
  return Object.fromEntries(Object.entries(deps ?? {}).map(([name, ref]) => [name, container.resolve(ref.id)])) as ResolvedDeps<D>;
}

function sessionControl(ctx: Context & { state: LmsState }, runtime: RouteRuntime): SessionControl {
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

/** Checks path parameters: every `...Id` parameter is a 24-hex id, or the address names nothing. */
function checkParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Id') && !isId(value)) throw new LmsError('not-found', `No such ${name.slice(0, -2)}.`);
  }
}

/** The course a `courseInBody` route's body names: a 24-hex id, or a validation error on that field (checked before the rest of the body). */
function namedCourse(body: unknown, field: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || !isId(value)) throw LmsError.validation([{ field, message: `${field} must be a course id.` }]);
  return value;
}

/** The request's address with each secret path parameter's value (as sent, or encoded) replaced by `[redacted]`. */
export function redactedUrl(url: string, params: Readonly<Record<string, string>>, secrets: readonly string[]): string {
  let redacted = url;
  for (const name of secrets) {
    const value = params[name];
    if (!value) continue;
    for (const form of new Set([value, encodeURIComponent(value)])) redacted = redacted.split(form).join('[redacted]');
  }
  return redacted;
}

/** Whether the request says it has a body (a length, even 0, or a chunked transfer). */
function carriesBody(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || ctx.get('content-length') !== '';
}

function runRoute(route: RegisteredRoute, runtime: RouteRuntime) {
  const { definition } = route;
  // Every service is one instance per kernel (useValue or instanceCachingFactory): resolved on the first call, then kept.
  let deps: Readonly<ResolvedDeps<DepsMap>> | undefined;
  return async (ctx: Context & { state: LmsState; params: Record<string, string> }) => {
    const params = { ...ctx.params };
    if (definition.secretParams) ctx.state.logUrl = redactedUrl(ctx.originalUrl, params, definition.secretParams);
    checkParams(params);
    assertWellFormedInput(params, 'path');
    const held = { allowHeld: definition.allowHeld !== undefined };
    const courseInBody = definition.courseInBody;
    const courseOf = definition.courseOf;
    // A course named in the body, or found through the object, is decided once the body is read (below); until then only a login is asked.
    const courseLater = Boolean(courseInBody || courseOf);
    const courseId = !courseLater && (isCoursePermission(definition.permission) || params.courseId) ? params.courseId : undefined;
    let access = await runtime.permissions.check(courseLater ? 'user' : definition.permission, ctx.state.user, courseId, held);
    if (definition.rateLimit) {
      // Counted before the body is read: a refused call costs one statement.
      const retryAfter = await runtime.rateLimit(definition.rateLimit, { userId: ctx.state.user?.id ?? null, address: ctx.ip });
      if (retryAfter !== null) throw LmsError.tooMany('too-many-requests', retryAfter);
    }

    let query: unknown = readQuery(ctx.querystring);
    assertWellFormedInput(query);
    if (route.validateQuery) {
      const errors = route.validateQuery(query);
      if (errors) throw LmsError.validation(errors);
    }
    let body: unknown = undefined;
    const resolvedDeps = () => (deps ??= Object.freeze(resolveDeps(runtime.containerFor(route.owner), definition.deps)));
    const decideCourseOf = async (sent: unknown) => {
      if (courseOf) access = await runtime.permissions.check(definition.permission, ctx.state.user, await courseOf({ params, query, body: sent, deps: resolvedDeps() }), held);
    };
    if (route.validateBody && !definition.streamBody) {
      body = await readJsonBody(ctx, definition.bodyLimit);
      if (courseInBody) access = await runtime.permissions.check(definition.permission, ctx.state.user, namedCourse(body, courseInBody), held);
      await decideCourseOf(body);
      const errors = route.validateBody(body ?? {});
      if (errors) throw LmsError.validation(errors);
      body ??= {};
    } else {
      // Decided before anything about the body is said, as on a route whose path names the course.
      await decideCourseOf(undefined);
      // A call without a body schema takes no body at all, whatever its method: not even `{}`.
      if (!definition.streamBody && carriesBody(ctx) && (await readJsonBody(ctx, definition.bodyLimit)) !== undefined) {
        throw LmsError.validation([{ field: '', message: 'This call takes no body.' }]);
      }
    }

    let redirected = false;
    let streamed = false;
    let routeLog: Logger | undefined;
    let session: SessionControl | undefined;
    let reply: ReplyControl | undefined;
    const request: RouteRequest<unknown, unknown, DepsMap> = {
      params,
      query,
      body,
      user: ctx.state.user,
      access,
      deps: resolvedDeps(),
      // Made on first use: most handlers never log, and a child logger per request is a measurable share of a page view.
      get log() {
        routeLog ??= ctx.state.log.child({ route: `${definition.method} ${definition.path}`, owner: route.owner });
        return routeLog;
      },
      requestId: ctx.state.requestId,
      host: ctx.hostname,
      // Never from the request's Host or Origin, which the client chooses: links leave the site in mails and payment pages.
      origin: runtime.publicBaseUrl(),
      clientAddress: ctx.ip,
      cookie: (name) => ctx.cookies.get(notTheSessionCookie(name)),
      header: (name) => ctx.get(name) || undefined,
      rawBody: definition.streamBody ? { stream: ctx.req, contentType: ctx.get('content-type'), length: ctx.get('content-length') ? Number(ctx.get('content-length')) : undefined } : null,
      // Made on first use, as the log: most handlers (a page view) touch neither, and each is an object of closures.
      get session() {
        session ??= sessionControl(ctx, runtime);
        return session;
      },
      get reply() {
        reply ??= replyControl(
          ctx,
          () => {
            redirected = true;
          },
          () => {
            streamed = true;
          },
        );
        return reply;
      },
    };
    const result = await definition.handler(request);
    writeAnswer(ctx, route, result, { redirected, streamed });
  };
}

/** What koa's `ctx.type = 'application/json'` sets, without its media-type lookup on every answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Writes a handler's result as its call's answer says: JSON through the answer schema, nothing (204), or what the handler streamed or redirected to. */
function writeAnswer(ctx: Context, route: RegisteredRoute, result: unknown, done: { redirected: boolean; streamed: boolean }): void {
  const { definition, answer } = route;
  const name = `${definition.method} ${definition.path}`;
  if (done.redirected || done.streamed) {
    if (result !== undefined) throw new Error(`${name} ${done.redirected ? 'redirected' : 'streamed'} and answered a body`);
    if (answer.kind === 'json') throw new Error(`${name} ${done.redirected ? 'redirected' : 'streamed'}, but its call answers JSON`);
    return;
  }
  if (answer.kind === 'stream') throw new Error(`${name} streamed nothing, but its call answers bytes`);
  if (result === undefined) {
    if (answer.kind === 'json' && !answer.optional) throw new Error(`${name} answered nothing, but its call answers JSON`);
    ctx.status = 204;
    return;
  }
  if (answer.kind !== 'json') throw new Error(`${name} answered a body, but its call answers nothing`);
  const mismatch = answer.mismatch?.(result);
  if (mismatch) throw new Error(`${name} answered what its call's answer schema refuses: ${mismatch}`);
  // Koa keeps a status the handler set explicitly (e.g. 201) and answers 200 otherwise.
  // A JSON media type the handler set (reply.header, e.g. LTI AGS's application/vnd.ims.lis.v2.lineitem+json) is kept.
  const declared = ctx.response.get('Content-Type');
  if (!(typeof declared === 'string' && /^application\/[\w.-]+\+json\s*(;|$)/i.test(declared))) ctx.set('Content-Type', JSON_TYPE);
  ctx.body = answer.serialize(result);
}

/** The router of every declared route, core's and each plugin's, under /server/. */
export function buildApiRouter(routes: RegisteredRoute[], runtime: RouteRuntime): ApiRouter {
  return segmentedRouter(
    API_PREFIX,
    routes.map((route) => ({
      path: route.definition.path,
      method: route.definition.method,
      run: runRoute(route, runtime) as never,
      crossSite: route.definition.crossSite === true,
      changesState: route.definition.changesState === true,
    })),
  );
}
