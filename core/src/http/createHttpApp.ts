import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import type { Logger } from 'pino';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LmsState } from './LmsState.ts';
import { requestContext } from './middleware/requestContext.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { csrfProtection, ensureXsrfCookie } from './middleware/csrf.ts';
import { sessionLoader } from './middleware/sessionLoader.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { hostCheck } from './middleware/hostCheck.ts';
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
  allowsHost(hostname: string): Promise<boolean>;
  /** True once shutdown has begun: replies then ask clients to close their connection. */
  isStopping(): boolean;
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * Whether a call is one of a few declared routes (a `crossSite` callback, or a GET
 * that `changesState`): matched against a router of those routes alone, not of
 * every route (matching the whole API's few hundred patterns was a visible share
 * of every small call).
 */
function routeMatcher(routes: RegisteredRoute[], flag: 'crossSite' | 'changesState'): ((path: string, method: string) => boolean) | null {
  const flagged = routes.filter((route) => route.definition[flag] === true);
  if (flagged.length === 0) return null;
  const router = new Router<LmsState>({ prefix: API_PREFIX });
  for (const route of flagged) router.register(`/${route.definition.path}`, [route.definition.method], () => undefined);
  return (path, method) => router.match(path, method).route;
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
 * The Koa pipeline: request id and logs, API version header, errors as
 * { errno, error }; under /server/ sessions, CSRF and the declared routes;
 * everything else goes to the host's web app.
 */
export function createHttpApp(options: HttpAppOptions): Koa<LmsState> {
  const app = new Koa<LmsState>({ proxy: options.trustProxy });
  app.silent = true;
  const router = buildApiRouter(options.routes, options.runtime);
  const apiMiddleware = router.middleware;
  const loadSession = sessionLoader(options.runtime.sessions);
  const crossSite = routeMatcher(options.routes, 'crossSite');
  const stateChangingGet = routeMatcher(options.routes, 'changesState');
  // HEAD runs a GET route too: it is checked the same way.
  const csrf = csrfProtection(options.allowedOrigins, (ctx) => stateChangingGet !== null && stateChangingGet(ctx.path, 'GET'));

  app.use(requestContext(options.logger));
  app.use(securityHeaders());
  app.use(async (ctx, next) => {
    await next();
    // While stopping, every reply (in-flight ones included) closes its connection so the server can finish.
    if (options.isStopping()) ctx.set('Connection', 'close');
  });
  app.use(errorHandler());
  app.use(hostCheck(options.allowsHost));
  app.use(async (ctx, next) => {
    if (!isApiPath(ctx.path)) {
      if (options.web && loadsInFrame(ctx)) {
        ctx.state.frameAncestors = await frameAncestorsOf(ctx, options.runtime.sessions);
        if (ctx.state.frameAncestors.length) ctx.state.embedded = true;
      }
      ensureXsrfCookie(ctx);
      if (options.web) return options.web(ctx, next);
      throw new LmsError('not-found');
    }
    ctx.set('Cache-Control', 'no-store');
    await loadSession(ctx, async () => {
      const callApi = async () => {
        await apiMiddleware(ctx as never, next);
      };
      if (crossSite?.(ctx.path, ctx.method)) return callApi();
      await csrf(ctx, callApi);
    });
    if (ctx.status === 404 && ctx.body === undefined) {
      const matched = router.match(ctx.path, ctx.method);
      if (matched.path.length > 0 && matched.pathAndMethod.length === 0) {
        throw new LmsError('method-not-allowed', `${ctx.method} is not allowed on ${ctx.path}.`);
      }
      throw new LmsError('not-found', `No such call: ${ctx.method} ${ctx.path}`);
    }
  });
  return app;
}
