import Koa, { type Middleware } from 'koa';
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
      await csrf(ctx, async () => {
        await apiMiddleware(ctx as never, next);
      });
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
