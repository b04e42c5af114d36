import Koa, { type Middleware } from 'koa';
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
  const loadSession = sessionLoader(options.runtime.sessions);
  // The route a call goes to is found once, before the session step; HEAD finds a GET route and is checked the same way.
  const csrf = csrfProtection(options.allowedOrigins, (ctx) => ctx.state.route?.entry.changesState === true);

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
    const route = router.find(ctx.path, ctx.method);
    ctx.state.route = route;
    const callApi = async () => {
      await route?.run(ctx, next);
    };
    await loadSession(ctx, () => (route?.entry.crossSite ? callApi() : csrf(ctx, callApi)));
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
