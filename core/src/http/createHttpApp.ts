import Koa, { type Middleware } from 'koa';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import { LmsError } from '../errors/LmsError.ts';
import type { LmsState } from './LmsState.ts';
import { requestContext } from './middleware/requestContext.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { csrfProtection, ensureXsrfCookie } from './middleware/csrf.ts';
import { sessionLoader } from './middleware/sessionLoader.ts';
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
  /** True once shutdown has begun: replies then ask clients to close their connection. */
  isStopping(): boolean;
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** Whether the call is a declared cross-site callback (`crossSite`), which proves itself instead of passing CSRF. */
function isCrossSite(router: Router<LmsState>, paths: ReadonlySet<string>, path: string, method: string): boolean {
  return router.match(path, method).pathAndMethod.some((layer) => paths.has(`${method} ${layer.path}`));
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
  const csrf = csrfProtection(options.allowedOrigins);
  const crossSitePaths = new Set(options.routes.filter((route) => route.definition.crossSite === true).map((route) => `${route.definition.method} ${API_PREFIX}/${route.definition.path}`));

  app.use(requestContext(options.logger));
  app.use(async (ctx, next) => {
    await next();
    // While stopping, every reply (in-flight ones included) closes its connection so the server can finish.
    if (options.isStopping()) ctx.set('Connection', 'close');
  });
  app.use(errorHandler());
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
      if (crossSitePaths.size > 0 && isCrossSite(router, crossSitePaths, ctx.path, ctx.method)) return callApi();
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
