import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { LmsState } from './LmsState.ts';

/** The API's routes, as the pipeline uses them: the middleware that runs the matched route, and the match (for 404 and 405). */
export interface ApiRouter {
  middleware: Middleware<LmsState>;
  match(path: string, method: string): ReturnType<Router<LmsState>['match']>;
}

/** A literal first path segment (no parameter, pattern or wildcard). */
const LITERAL_SEGMENT = /^[A-Za-z0-9_.~-]*$/;

/**
 * One router per first path segment (`audit_trail`, `courses`, ...): a request is
 * matched against the few routes of its segment, not against all of them (koa's
 * router tests every route's pattern in turn, a visible share of a small call
 * with the whole product's routes). A path can only match routes of its own first
 * segment when every route's is literal; the order of registration is kept within
 * each. Matching is case-insensitive, as the router's. Should a route ever start
 * with a parameter, every route goes in one router.
 */
export function segmentedRouter(prefix: string, routes: { path: string; method: string; run: Middleware<LmsState> }[]): ApiRouter {
  const firstSegment = (path: string) => path.split('/', 1)[0]!.toLowerCase();
  const segmented = routes.every((route) => LITERAL_SEGMENT.test(firstSegment(route.path)));
  const routers = new Map<string, Router<LmsState>>();
  for (const route of routes) {
    const key = segmented ? firstSegment(route.path) : '';
    let router = routers.get(key);
    if (!router) routers.set(key, (router = new Router<LmsState>({ prefix })));
    router.register(`/${route.path}`, [route.method], route.run as never);
  }
  const none = new Router<LmsState>({ prefix });
  const middlewares = new Map([...routers].map(([key, router]) => [key, router.routes()]));
  const noneMiddleware = none.routes();
  const keyOf = (path: string) => (segmented && path.startsWith(`${prefix}/`) ? firstSegment(path.slice(prefix.length + 1)) : '');
  return {
    middleware: (ctx, next) => (middlewares.get(keyOf(ctx.path)) ?? noneMiddleware)(ctx as never, next),
    match: (path, method) => (routers.get(keyOf(path)) ?? none).match(path, method),
  };
}
