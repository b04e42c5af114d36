import { describe, expect, it } from 'vitest';
import type { Middleware } from 'koa';
import { segmentedRouter } from '../../src/http/apiRouter.ts';
import type { LmsState } from '../../src/http/LmsState.ts';

const ran: string[] = [];
const route = (method: string, path: string) => ({ method, path, run: (async () => void ran.push(`${method} ${path}`)) as Middleware<LmsState> });
const matched = (router: ReturnType<typeof segmentedRouter>, path: string, method: string) =>
  router.match(path, method).pathAndMethod.map((layer) => `${method} ${layer.path}`);

describe('segmentedRouter', () => {
  const routes = [route('POST', 'pages/:courseId/new/'), route('PUT', 'pages/:courseId/:lessonId/'), route('POST', 'audit_trail'), route('GET', 'courses/:courseId/')];

  it('matches a path against the routes of its first segment, in their order, case-insensitively', () => {
    const router = segmentedRouter('/server', routes);
    expect(matched(router, '/server/pages/c1/new/', 'POST')).toEqual(['POST /server/pages/:courseId/new/']);
    expect(matched(router, '/server/pages/c1/new/', 'PUT')).toEqual(['PUT /server/pages/:courseId/:lessonId/']);
    expect(matched(router, '/server/AUDIT_TRAIL', 'POST')).toEqual(['POST /server/audit_trail']);
    expect(matched(router, '/server/courses/c1/', 'GET')).toEqual(['GET /server/courses/:courseId/']);
    // A path of a known route with another method (405), and one of no route (404).
    expect(router.match('/server/audit_trail', 'GET')).toMatchObject({ route: false, pathAndMethod: [] });
    expect(router.match('/server/audit_trail', 'GET').path).toHaveLength(1);
    expect(router.match('/server/nothing/here', 'GET').path).toHaveLength(0);
    expect(router.match('/server', 'GET').path).toHaveLength(0);
  });

  it('runs the matched route as the middleware', async () => {
    const router = segmentedRouter('/server', routes);
    ran.length = 0;
    const ctx = { path: '/server/audit_trail', method: 'POST', state: {}, request: {} } as never;
    await router.middleware(ctx, async () => undefined);
    expect(ran).toEqual(['POST audit_trail']);
  });

  it('keeps every route in one router when one starts with a parameter', () => {
    const router = segmentedRouter('/server', [...routes, route('GET', ':anything/x')]);
    expect(matched(router, '/server/pages/x', 'GET')).toEqual(['GET /server/:anything/x']);
    expect(matched(router, '/server/audit_trail', 'POST')).toEqual(['POST /server/audit_trail']);
  });
});
