import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LmsState } from './LmsState.ts';
import { requestContext } from './middleware/requestContext.ts';
import { answerError } from './middleware/errorHandler.ts';
import { checkCsrf, ensureXsrfCookie, syncXsrfCookie } from './middleware/csrf.ts';
import { loadSession } from './middleware/sessionLoader.ts';
import { setSecurityHeaders } from './middleware/securityHeaders.ts';
import { checkHost, type AllowsHost } from './middleware/hostCheck.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { API_PREFIX, buildApiRouter, type RouteRuntime } from './mountRoutes.ts';
import type { RegisteredRoute } from '../plugins/PluginRegistry.ts';

export interface HttpAppOptions {
  logger: Logger;
  trustProxy: boolean;
  allowedOrigins: string[];
  routes: RegisteredRoute[];
  runtime: RouteRuntime;
  /** Serves everything outside /server/ (the host's web app). */
  web?: Middleware;
  /** Whether a request's host name is this site's (PublicSite.allowsHost). */
  allowsHost: AllowsHost;
  /** True once shutdown has begun: replies then ask clients to close their connection. */
  isStopping(): boolean;
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** A page of the web app loaded inside a frame (or by a browser that does not say): its session may allow the frame's site. */
function loadsInFrame(ctx: Koa.ParameterizedContext<LmsState>): boolean {
  if (ctx.method !== 'GET' || ctx.path.startsWith('/assets/')) return false;
  const destination = ctx.get('sec-fetch-dest');
  return destination === '' || destination === 'iframe' || destination === 'frame';
}

/** The origins the session of this page load allows to frame it (an LTI launch's platform), none without one. */
async function frameAncestorsOf(ctx: Koa.ParameterizedContext<LmsState>, sessions: HttpAppOptions['runtime']['sessions']): Promise<string[]> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return [];
  return (await sessions.resolve(token))?.frameAncestors ?? [];
}

/**
 * The Koa pipeline, one middleware of ours running its steps in order (each in
 * its file under middleware/): request id, logs and the API version header;
 * security headers; errors as { errno, error }; the host check; under /server/
 * the session, CSRF and the declared route; everything else goes to the host's
 * web app. One middleware, not one per step: each step as koa middleware cost a
 * dispatch, an async frame and a promise per request (page view, issue 15 item 9).
 */
export function createHttpApp(options: HttpAppOptions): Koa<LmsState> {
  const app = new Koa<LmsState>({ proxy: options.trustProxy });
  app.silent = true;
  const router = buildApiRouter(options.routes, options.runtime);
  const context = requestContext(options.logger);
  const { allowedOrigins, allowsHost, isStopping, runtime, web } = options;

  async function callApi(ctx: Koa.ParameterizedContext<LmsState>, next: Koa.Next): Promise<void> {
    ctx.res.setHeader('Cache-Control', 'no-store');
    // The route a call goes to is found once, before the session step; HEAD finds a GET route and is checked the same way.
    const route = router.find(ctx.path, ctx.method);
    ctx.state.route = route;
    await loadSession(ctx, runtime.sessions);
    if (route?.entry.crossSite) {
      await route.run(ctx, next);
    } else {
      const hadSession = ctx.state.sessionToken !== null;
      checkCsrf(ctx, allowedOrigins, route?.entry.changesState === true);
      try {
        await route?.run(ctx, next);
      } finally {
        syncXsrfCookie(ctx, hadSession);
      }
    }
    if (ctx.status === 404 && ctx.body === undefined) {
      const matched = router.match(ctx.path, ctx.method);
      if (matched.path.length > 0 && matched.pathAndMethod.length === 0) {
        throw new LmsError('method-not-allowed', `${ctx.method} is not allowed on ${ctx.path}.`);
      }
      throw new LmsError('not-found', `No such call: ${ctx.method} ${ctx.path}`);
    }
  }

  async function serveWeb(ctx: Koa.ParameterizedContext<LmsState>, next: Koa.Next): Promise<void> {
    if (web && loadsInFrame(ctx)) {
      ctx.state.frameAncestors = await frameAncestorsOf(ctx, runtime.sessions);
      if (ctx.state.frameAncestors.length) ctx.state.embedded = true;
    }
    ensureXsrfCookie(ctx);
    if (web) return web(ctx, next);
    throw new LmsError('not-found');
  }

  app.use(async (ctx, next) => {
    const started = context.begin(ctx);
    try {
      setSecurityHeaders(ctx);
      try {
        const hostChecked = checkHost(ctx, allowsHost);
        if (hostChecked) await hostChecked;
        await (isApiPath(ctx.path) ? callApi(ctx, next) : serveWeb(ctx, next));
      } catch (thrown) {
        answerError(ctx, thrown);
      }
      // While stopping, every reply (in-flight ones included) closes its connection so the server can finish.
      if (isStopping()) ctx.set('Connection', 'close');
    } finally {
      context.end(ctx, started);
    }
  });
  return app;
}
