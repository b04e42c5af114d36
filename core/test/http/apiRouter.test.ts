import { describe, expect, it } from 'vitest';
import type { Middleware } from 'koa';
import { segmentedRouter } from '../../src/http/apiRouter.ts';
import type { LmsState } from '../../src/http/LmsState.ts';

const route = (method: string, path: string) => ({ method, path, run: (async () => undefined) as Middleware<LmsState> });
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

  it('finds the first matching route and runs it with its decoded path parameters', async () => {
    const seen: unknown[] = [];
    const capture = (method: string, path: string, flags = {}) => ({ method, path, ...flags, run: (async (ctx) => void seen.push([path, ctx.params])) as Middleware<LmsState> });
    const router = segmentedRouter('/server', [capture('GET', 'pages/:courseId/new/'), capture('GET', 'pages/:courseId/:lessonId/', { changesState: true }), capture('POST', 'hook/', { crossSite: true })]);
    const ctx = { state: {} } as never;
    await router.find('/server/pages/c%201/new/', 'GET')!.run(ctx, async () => undefined);
    await router.find('/server/pages/c1/l%2F2/', 'HEAD')!.run(ctx, async () => undefined);
    expect(seen).toEqual([
      ['pages/:courseId/new/', { courseId: 'c 1' }],
      ['pages/:courseId/:lessonId/', { courseId: 'c1', lessonId: 'l/2' }],
    ]);
    expect(router.find('/server/pages/c1/l2/', 'GET')!.entry).toMatchObject({ changesState: true });
    expect(router.find('/server/hook/', 'POST')!.entry).toMatchObject({ crossSite: true });
    expect(router.find('/server/hook/', 'GET')).toBeNull();
    expect(router.find('/server/nothing/', 'GET')).toBeNull();
  });

  it('keeps every route in one router when one starts with a parameter', () => {
    const router = segmentedRouter('/server', [...routes, route('GET', ':anything/x')]);
    expect(matched(router, '/server/pages/x', 'GET')).toEqual(['GET /server/:anything/x']);
    expect(matched(router, '/server/audit_trail', 'POST')).toEqual(['POST /server/audit_trail']);
  });
});
