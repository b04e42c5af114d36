import Koa, { type Middleware } from 'koa';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LmsState } from './LmsState.ts';
import { requestContext } from './middleware/requestContext.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { csrfProtection, ensureXsrfCookie } from './middleware/csrf.ts';
import { sessionLoader } from './middleware/sessionLoader.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { hostCheck } from './middleware/hostCheck.ts';
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

type RouteMatch = ReturnType<Router<LmsState>['match']>;

/** Whether a match holds one of `paths` ("METHOD /server/path"): a declared `crossSite` callback, or a GET that `changesState`. */
function matchesRoute(matched: RouteMatch, paths: ReadonlySet<string>, method: string): boolean {
  return matched.pathAndMethod.some((layer) => paths.has(`${method} ${layer.path}`));
}

function routeKeys(routes: RegisteredRoute[], flag: 'crossSite' | 'changesState'): Set<string> {
  return new Set(routes.filter((route) => route.definition[flag] === true).map((route) => `${route.definition.method} ${API_PREFIX}/${route.definition.path}`));
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
  const apiMiddleware = router.routes();
  const loadSession = sessionLoader(options.runtime.sessions);
  const crossSitePaths = routeKeys(options.routes, 'crossSite');
  const stateChangingGets = routeKeys(options.routes, 'changesState');
  // The router's match of this request, made once: both checks below read it (a GET's is also the one `changesState` needs).
  const matches = new WeakMap<object, RouteMatch>();
  const matchOf = (ctx: { path: string; method: string }, method: string): RouteMatch => {
    if (method !== ctx.method) return router.match(ctx.path, method);
    let matched = matches.get(ctx);
    if (!matched) {
      matched = router.match(ctx.path, method);
      matches.set(ctx, matched);
    }
    return matched;
  };
  // HEAD runs a GET route too: it is checked the same way.
  const csrf = csrfProtection(options.allowedOrigins, (ctx) => stateChangingGets.size > 0 && matchesRoute(matchOf(ctx, 'GET'), stateChangingGets, 'GET'));

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
      ensureXsrfCookie(ctx);
      if (options.web) return options.web(ctx, next);
      throw new LmsError('not-found');
    }
    ctx.set('Cache-Control', 'no-store');
    await loadSession(ctx, async () => {
      const callApi = async () => {
        await apiMiddleware(ctx as never, next);
      };
      if (crossSitePaths.size > 0 && matchesRoute(matchOf(ctx, ctx.method), crossSitePaths, ctx.method)) return callApi();
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
