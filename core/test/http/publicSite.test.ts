import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { SESSION_COOKIE, SOCKET_PATH } from '../../src/index.ts';
import { studentPayload, tokenIn } from '../accounts/support.ts';

interface Answer {
  status: number;
  body: string;
}

/** fetch will not send a Host header of our choosing; node:http will. */
function send(baseUrl: string, method: string, path: string, host: string, body?: unknown): Promise<Answer> {
  const xsrf = 'x'.repeat(32);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, {
      method,
      headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'x-api-version': '6.0' },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe('a site without LMS_PUBLIC_URL (tests, development)', () => {
  let tk: TestKernel;
  beforeAll(async () => {
    tk = await createTestKernel();
  });
  afterAll(() => tk.close());

  it('refuses a forged Host: a recovery request for someone else mails nothing', async () => {
    const victim = await tk.createUser('student');
    const refused = await send(tk.url, 'POST', '/server/passwordrecovery/', 'evil.example', { email: victim.email });
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body)).toMatchObject({ errno: 'unknown-host' });
    expect(await tk.mailTo(victim.email)).toEqual([]);
    expect((await send(tk.url, 'GET', '/', 'evil.example:80')).status).toBe(421);
  });

  it('answers on loopback names and links to its listening address, whatever loopback name was used', async () => {
    const payload = studentPayload();
    expect((await send(tk.url, 'POST', '/server/register/', 'localhost', payload)).status).toBe(200);
    const [mail] = await tk.mailTo(payload.email as string);
    expect(mail!.text).toContain(`${tk.url}/validate/${tokenIn(mail, '/validate/')}`);
  });

  it('refuses a socket addressed to another host, and accepts one addressed to this site', async () => {
    const client = await tk.loginAs(await tk.createUser('student'));
    const connect = (host: string) =>
      new Promise<boolean>((resolve) => {
        const socket = io(tk.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, extraHeaders: { host, cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` } });
        socket.once('connect', () => {
          socket.disconnect();
          resolve(true);
        });
        socket.once('connect_error', () => {
          socket.disconnect();
          resolve(false);
        });
      });
    expect(await connect('evil.example')).toBe(false);
    expect(await connect(new URL(tk.url).host)).toBe(true);
  });

  it('answers the health check whatever the Host (load balancers probe by address)', async () => {
    expect((await send(tk.url, 'GET', '/server/health', '10.1.2.3')).status).toBe(200);
  });
});

describe('a site with LMS_PUBLIC_URL', () => {
  let tk: TestKernel;
  beforeAll(async () => {
    tk = await createTestKernel({ config: { publicUrl: 'https://learn.example.org/lms', allowedHosts: ['www.learn.example.org'] } });
    // A white-labelled host has its own label bundle: the site answers to it too.
    await tk.kernel.knex('label_bundles').insert({ host: 'school.example', bundle: JSON.stringify({ title: 'School' }), theme: JSON.stringify({}) });
  });
  afterAll(() => tk.close());

  it('answers to its own host, the configured extra hosts and the white-labelled hosts; links always start at the public URL', async () => {
    for (const host of ['learn.example.org', 'www.learn.example.org', 'school.example', 'SCHOOL.example:8443']) {
      const victim = await tk.createUser('student');
      expect((await send(tk.url, 'POST', '/server/passwordrecovery/', host, { email: victim.email })).status).toBe(200);
      const [mail] = await tk.mailTo(victim.email);
      expect(mail!.text).toContain(`https://learn.example.org/lms/changepassword/${tokenIn(mail, '/changepassword/')}`);
    }
  });

  it('refuses loopback names when its public address is not one, and every other host', async () => {
    for (const host of ['127.0.0.1', 'localhost', 'evil.example', 'learn.example.org.evil.example']) {
      expect((await send(tk.url, 'GET', '/server/now', host)).status).toBe(421);
    }
  });
});
