import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { contractPlugin } from '../../../sdk/test/fixtures/contractPlugin.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [contractPlugin], config: { allowedOrigins: ['https://partner.example'] } });
});

afterAll(() => tk?.close());

describe('every reply', () => {
  it('carries the API version 6.0 and a request id, errors included', async () => {
    for (const path of ['health', 'sayhi/', 'no/such/call', 'contract/boom']) {
      const response = await tk.client().get(path);
      expect(response.headers.get('x-api-version')).toBe('6.0');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const web = await fetch(`${tk.url}/login`);
    expect(web.headers.get('x-api-version')).toBe('6.0');
  });

  it("keeps a sane incoming request id and replaces anything else", async () => {
    const kept = await tk.client().request('GET', 'now', undefined, { headers: { 'x-request-id': 'edge-1234567' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234567');
    const replaced = await tk.client().request('GET', 'now', undefined, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('script');
  });
});

describe('errors', () => {
  it('are { errno, error } with the right status and never a stack trace', async () => {
    const boom = await tk.client().get('contract/boom');
    expect(boom.status).toBe(500);
    expect(boom.body).toEqual({ errno: 'internal-error', error: 'Something went wrong on our side.' });
    expect(JSON.stringify(boom.body)).not.toMatch(/secret|at |\.ts/);

    expect(await tk.client().get('no/such/call')).toMatchObject({ status: 404, body: { errno: 'not-found', error: 'No such call: GET /server/no/such/call' } });
    expect(await tk.client().get('sayhi/')).toMatchObject({ status: 401, body: { errno: 'not-logged', error: 'not logged in' } });
    expect(await tk.client().delete('health')).toMatchObject({ status: 405, body: { errno: 'method-not-allowed' } });
  });

  it('validates query strings against the route schema', async () => {
    const response = await tk.client().get('contract/slow?ms=soon');
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual([{ field: 'ms', message: 'ms must be integer' }]);
  });
});

describe('request bodies', () => {
  it('must be JSON within the size limit', async () => {
    const client = tk.client();
    expect((await client.request('POST', 'login/', undefined, { raw: '{"email":', headers: { 'content-type': 'application/json' } })).body.errno).toBe('invalid-json');
    expect((await client.request('POST', 'login/', undefined, { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    const huge = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(1024 * 1024) });
    expect((await client.request('POST', 'login/', undefined, { raw: huge, headers: { 'content-type': 'application/json' } })).status).toBe(413);
  });

  it('is refused on a call that takes none', async () => {
    const response = await tk.client().post('contract/quiz/000000000000000000000000/000000000000000000000000/submit', { answer: 'x' });
    expect(response.status).toBe(401);
  });
});

describe('CSRF protection', () => {
  it('needs the double-submit token on state-changing calls', async () => {
    const client = tk.client();
    await client.get('now');
    const without = await client.request('POST', 'logout/', {}, { headers: { 'x-xsrf-token': '' } });
    expect(without).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    const wrong = await client.request('POST', 'logout/', {}, { headers: { 'x-xsrf-token': 'forged' } });
    expect(wrong.status).toBe(403);
    expect((await client.post('logout/', {})).status).toBe(200);
  });

  it('refuses other sites but accepts configured origins', async () => {
    const client = tk.client();
    await client.get('now');
    const evil = await client.request('POST', 'logout/', {}, { headers: { origin: 'https://evil.example' } });
    expect(evil).toMatchObject({ status: 403, body: { errno: 'csrf-failed', error: 'Requests from https://evil.example are not allowed.' } });
    const viaReferer = await client.request('POST', 'logout/', {}, { headers: { referer: 'https://evil.example/page' } });
    expect(viaReferer.status).toBe(403);
    expect((await client.request('POST', 'logout/', {}, { headers: { origin: 'https://partner.example' } })).status).toBe(200);
    expect((await client.request('POST', 'logout/', {}, { headers: { origin: tk.url } })).status).toBe(200);
  });

  it('sets a readable XSRF-TOKEN cookie on safe calls and on the app page', async () => {
    const response = await fetch(`${tk.url}/server/now`);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect((await fetch(`${tk.url}/login`)).headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
  });
});

describe('health', () => {
  it('reports the database', async () => {
    const response = await tk.client().get('health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', apiVersion: '6.0', database: { ok: true } });
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new ones and closes the database', async () => {
    const own = await createTestKernel({ plugins: [contractPlugin] });
    const inFlight = fetch(`${own.url}/server/contract/slow?ms=600`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = own.close();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await stopped;
    await expect(fetch(`${own.url}/server/health`)).rejects.toThrow();
    await expect(own.kernel.knex.raw('select 1')).rejects.toThrow();
  });
});

describe('health when the database is gone', () => {
  it('answers 503 database-unavailable', async () => {
    const own = await createTestKernel();
    await own.kernel.knex.destroy();
    const response = await own.client().get('health');
    expect(response).toMatchObject({ status: 503, body: { errno: 'database-unavailable' } });
    await own.close().catch(() => undefined);
  });
});
