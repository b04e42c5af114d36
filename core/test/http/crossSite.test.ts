import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRoute } from '@lms/sdk';
import { defineCall, NoAnswer, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

const received: string[] = [];

/** A provider's callback: no session, no XSRF token, it signs its body instead. */
const callbackPlugin = definePlugin({
  id: 'callbacks',
  version: '1.0.0',
  kernel: '^1',
  routes: [
    defineRoute(
      defineCall({ method: 'POST', path: 'callbacks/provider/:kind', summary: 'A signed provider callback.', answer: Type.Object({ received: Type.Boolean() }) }),
      {
        permission: 'public',
        crossSite: true,
        streamBody: true,
        async handler({ rawBody, params }) {
          received.push(`${params.kind}:${await text(rawBody!.stream)}`);
          return { received: true };
        },
      },
    ),
    defineRoute(defineCall({ method: 'POST', path: 'callbacks/ordinary', summary: 'An ordinary public call.', answer: Type.Object({ ok: Type.Boolean() }) }), {
      permission: 'public',
      handler: () => ({ ok: true }),
    }),
  ],
});

let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [callbackPlugin] });
});
afterAll(() => tk?.close());

describe('crossSite routes', () => {
  it('answer a caller with no token and another origin, and get the exact bytes', async () => {
    const response = await fetch(`${tk.url}/server/callbacks/provider/paid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://provider.example' },
      body: '{"id":"evt_1", "spaced":  true}',
    });
    expect(response.status).toBe(200);
    expect(received).toEqual(['paid:{"id":"evt_1", "spaced":  true}']);
  });

  it('leave every other state-changing call under CSRF protection', async () => {
    const response = await fetch(`${tk.url}/server/callbacks/ordinary`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errno: 'csrf-failed' });
  });
});

describe('a manifest', () => {
  const badCall = defineCall({ method: 'POST', path: 'bad/call', summary: 'x', answer: NoAnswer });
  const withRoute = (route: Record<string, unknown>) =>
    definePlugin({ id: 'bad', version: '1.0.0', kernel: '^1', routes: [{ ...defineRoute(badCall, { permission: 'public', handler: () => undefined }), ...route }] });

  it('may not skip CSRF on a route that trusts a session', async () => {
    await expect(createTestKernel({ plugins: [withRoute({ permission: 'user', crossSite: true })] })).rejects.toThrow(/crossSite/);
  });

  it('may not give a streamBody route a body schema', async () => {
    await expect(createTestKernel({ plugins: [withRoute({ permission: 'public', streamBody: true, body: { type: 'object' } })] })).rejects.toThrow(/streamBody route/);
  });
});
