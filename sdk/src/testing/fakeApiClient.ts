import { vi } from 'vitest';
import { ApiError, withTypedCalls, type ApiClient, type RawApiClient } from '../web/apiClient.ts';

/** Answers one call: the JSON body it was sent, if any; throw to fail the call. */
export type FakeApiHandler = (body?: unknown) => unknown;

type CallSpy = ReturnType<typeof vi.fn<(path: string, body?: unknown) => Promise<unknown>>>;

/**
 * An ApiClient for jsdom tests of plugin views: it answers `"METHOD path"`
 * (e.g. `'GET bundle/get/6b…'`) from `routes`; a handler that throws fails the
 * call, and any other call fails as a 404 `not-found`. Each method is a spy.
 */
export function fakeApiClient(routes: Record<string, FakeApiHandler>): ApiClient & Record<'get' | 'post' | 'put' | 'delete', CallSpy> {
  const call = (method: string) =>
    vi.fn(async (path: string, body?: unknown) => {
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new ApiError(404, 'not-found', `unexpected ${method} ${path}`);
      return handler(body);
    });
  // Typed calls go through these spies: a test answers `'GET roster/…/'` whichever way the screen called it.
  const spies = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE'), upload: vi.fn() };
  return withTypedCalls(spies as unknown as RawApiClient) as ApiClient & Record<'get' | 'post' | 'put' | 'delete', CallSpy>;
}
