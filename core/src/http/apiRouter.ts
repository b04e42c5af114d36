import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { LmsState } from './LmsState.ts';

/** A declared route as the router keeps it: how it runs, and the two flags the pipeline checks before it runs. */
export interface ApiRouteEntry {
  path: string;
  method: string;
  run: Middleware<LmsState>;
  /** A callback other sites post to: no CSRF step. */
  crossSite?: boolean;
  /** A GET that changes state: checked for CSRF like a POST. */
  changesState?: boolean;
}

/** The route a call goes to, found once per call (the CSRF step reads its flags, then it runs). */
export interface FoundRoute {
  entry: ApiRouteEntry;
  /** Sets the call's path parameters (decoded, as koa's router does) and runs the route. */
  run(ctx: Context & { state: LmsState }, next: Next): Promise<unknown>;
}

/** The API's routes, as the pipeline uses them: the route a call goes to, and the match (for 404 and 405). */
export interface ApiRouter {
  /** The first declared route matching the path and method (HEAD finds a GET route), or null. */
  find(path: string, method: string): FoundRoute | null;
  match(path: string, method: string): ReturnType<Router<LmsState>['match']>;
}

/** A literal first path segment (no parameter, pattern or wildcard). */
const LITERAL_SEGMENT = /^[A-Za-z0-9_.~-]*$/;

type RouteLayer = Router<LmsState>['stack'][number];

/**
 * One router per first path segment (`audit_trail`, `courses`, ...): a request is
 * matched against the few routes of its segment, not against all of them (koa's
 * router tests every route's pattern in turn, a visible share of a small call
 * with the whole product's routes). A path can only match routes of its own first
 * segment when every route's is literal; the order of registration is kept within
 * each. Matching is case-insensitive, as the router's. Should a route ever start
 * with a parameter, every route goes in one router.
 *
 * The matched route is run directly, not through the router's middleware: that
 * matched the path again and composed a middleware chain of fresh closures on
 * every call, for a route that never calls `next` (page view, issue 15 item 9).
 */
export function segmentedRouter(prefix: string, routes: ApiRouteEntry[]): ApiRouter {
  const firstSegment = (path: string) => path.split('/', 1)[0]!.toLowerCase();
  const segmented = routes.every((route) => LITERAL_SEGMENT.test(firstSegment(route.path)));
  const routers = new Map<string, Router<LmsState>>();
  const entryOf = new Map<RouteLayer, ApiRouteEntry>();
  for (const route of routes) {
    const key = segmented ? firstSegment(route.path) : '';
    let router = routers.get(key);
    if (!router) routers.set(key, (router = new Router<LmsState>({ prefix })));
    router.register(`/${route.path}`, [route.method], route.run as never);
    entryOf.set(router.stack.at(-1)!, route);
  }
  const none = new Router<LmsState>({ prefix });
  const keyOf = (path: string) => (segmented && path.startsWith(`${prefix}/`) ? firstSegment(path.slice(prefix.length + 1)) : '');
  const routerOf = (path: string) => routers.get(keyOf(path)) ?? none;
  return {
    find(path, method) {
      // The router's own match, without its per-route debug call (a visible share of a page view)
      // and without running the found route's pattern a second time for its captures.
      const upper = method.toUpperCase();
      for (const layer of routerOf(path).stack) {
        if (!layer.methods.includes(upper)) continue;
        const captured = layer.regexp.exec(path);
        if (!captured) continue;
        const entry = entryOf.get(layer)!;
        return {
          entry,
          run(ctx, next) {
            ctx.params = layer.params(path, captured.slice(1));
            return Promise.resolve(entry.run(ctx as never, next));
          },
        };
      }
      return null;
    },
    match: (path, method) => routerOf(path).match(path, method),
  };
}
