import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import type { LmsState } from '../../src/http/LmsState.ts';
import { CallRequest, type CallRuntime } from '../../src/http/callRequest.ts';
import type { RegisteredRoute } from '../../src/plugins/PluginRegistry.ts';

/** A koa context with only what a CallRequest reads, counting the reads of the request's address. */
function fakeContext() {
  const reads = { host: 0, ip: 0, logs: 0 };
  const headers: Record<string, string> = { range: 'bytes=0-9' };
  const cookies: Record<string, string> = { lms_session: 'secret', theme: 'dark' };
  const log = { child: () => ({ made: ++reads.logs }) };
  const ctx = {
    state: { user: null, requestId: 'req-1', log },
    get: (name: string) => headers[name] ?? '',
    cookies: { get: (name: string) => cookies[name] },
    get hostname() {
      reads.host++;
      return 'lms.example';
    },
    get ip() {
      reads.ip++;
      return '10.0.0.1';
    },
    redirect: () => undefined,
  };
  return { ctx: ctx as unknown as Context & { state: LmsState }, reads };
}

const runtime = { publicBaseUrl: () => 'https://lms.example' } as CallRuntime;
const route = { owner: 'core', definition: { method: 'GET', path: 'things/' } } as unknown as RegisteredRoute;
const decided = { params: { thingId: 'a' }, query: {}, body: undefined, access: null, deps: {} };

describe('CallRequest', () => {
  it('gives handlers that take them out of the request working cookie and header readers, never the session cookie', () => {
    const { ctx } = fakeContext();
    const { cookie, header, params, requestId, origin } = new CallRequest(ctx, runtime, route, decided);
    expect(header('range')).toBe('bytes=0-9');
    expect(header('accept')).toBeUndefined();
    expect(cookie('theme')).toBe('dark');
    expect(() => cookie('lms_session')).toThrow(/session cookie is the kernel's/);
    expect({ params, requestId, origin }).toEqual({ params: { thingId: 'a' }, requestId: 'req-1', origin: 'https://lms.example' });
  });

  it('reads the host, the client address and makes its logger only when asked, the logger once', () => {
    const { ctx, reads } = fakeContext();
    const request = new CallRequest(ctx, runtime, route, decided);
    expect(reads).toEqual({ host: 0, ip: 0, logs: 0 });
    expect([request.host, request.clientAddress]).toEqual(['lms.example', '10.0.0.1']);
    expect(request.log).toBe(request.log);
    expect(reads).toEqual({ host: 1, ip: 1, logs: 1 });
  });

  it('remembers that the handler redirected, through a reply taken out of the request', () => {
    const { ctx } = fakeContext();
    const request = new CallRequest(ctx, runtime, route, decided);
    const { reply } = request;
    expect(request.redirected).toBe(false);
    reply.redirect('/courses');
    expect(request.redirected).toBe(true);
    expect(request.streamed).toBe(false);
    expect(() => reply.redirect('https://elsewhere.example/')).toThrow(/only to paths of this site/);
  });
});
