import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactedUrl } from '../../src/http/mountRoutes.ts';
import { requestContext } from '../../src/http/middleware/requestContext.ts';
import type { LmsState } from '../../src/http/LmsState.ts';

describe('secret path parameters (a calendar feed token) stay out of the access log', () => {
  it('replaces each secret value, as sent or encoded, and keeps the rest of the address', () => {
    const token = 'AbC+d/ef';
    expect(redactedUrl(`/server/calendar/feed/${encodeURIComponent(token)}/calendar.ics?x=1`, { token }, ['token'])).toBe('/server/calendar/feed/[redacted]/calendar.ics?x=1');
    expect(redactedUrl('/server/calendar/feed/abc123/calendar.ics', { token: 'abc123', courseId: 'c' }, ['token'])).toBe('/server/calendar/feed/[redacted]/calendar.ics');
  });

  it('logs the redacted address the route left on the request, never the one asked for', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = new Koa<LmsState>();
    const context = requestContext(pino({ level: 'info' }, sink));
    app.use((ctx) => {
      const started = context.begin(ctx);
      ctx.state.logUrl = redactedUrl(ctx.originalUrl, { token: 'sekrit-token' }, ['token']);
      ctx.body = 'ok';
      context.end(ctx, started);
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      await fetch(`http://127.0.0.1:${port}/server/calendar/feed/sekrit-token/calendar.ics`);
    } finally {
      server.close();
    }
    const line = lines.find((each) => each.includes('"msg":"request"'));
    expect(line).toContain('/server/calendar/feed/[redacted]/calendar.ics');
    expect(line).not.toContain('sekrit-token');
  });
});
