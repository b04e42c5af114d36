import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRoute } from '@lms/sdk';
import { defineCall, NoAnswer, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { webApp } from '../src/server/webApp.ts';

const PLATFORM = 'https://platform.example';

/** Logs the caller in as `userId`: inside a platform's frame (`embedded`) or as any login does. */
const loginPlugin = definePlugin({
  id: 'frame-login',
  version: '1.0.0',
  kernel: '^1',
  routes: [
    defineRoute(defineCall({ method: 'POST', path: 'frame-login/:userId/:how', summary: 'Logs in.', answer: NoAnswer }), {
      permission: 'public',
      crossSite: true,
      async handler({ params, session }) {
        await session.start(params.userId, { remember: false, ...(params.how === 'embedded' ? { embeddedBy: [`${PLATFORM}/launch/page`] } : {}) });
      },
    }),
    defineRoute(defineCall({ method: 'POST', path: 'frame-login/echo', summary: 'A state-changing call.', answer: Type.Object({ userId: Type.String() }) }), {
      permission: 'user',
      handler: ({ user }) => ({ userId: user!.id }),
    }),
  ],
});

let tk: TestKernel;
let teacher: TestUser;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  tk = await createTestKernel({ plugins: [loginPlugin], web: webApp(dist) });
  teacher = await tk.createUser('instructor');
});
afterAll(() => tk?.close());

async function login(how: 'embedded' | 'plain') {
  const response = await fetch(`${tk.url}/server/frame-login/${teacher.id}/${how}`, { method: 'POST', headers: { origin: PLATFORM } });
  expect(response.status).toBe(204);
  const lines = response.headers.getSetCookie();
  const line = (name: string) => lines.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
  const value = (name: string) => line(name).split(';')[0]!.split('=')[1]!;
  return { session: line('lms_session'), xsrf: line('XSRF-TOKEN'), cookie: `lms_session=${value('lms_session')}${line('XSRF-TOKEN') ? `; XSRF-TOKEN=${value('XSRF-TOKEN')}` : ''}`, xsrfValue: value('XSRF-TOKEN') };
}

const page = (cookie: string, destination?: string) => fetch(`${tk.url}/course/1`, { headers: { cookie, ...(destination ? { 'sec-fetch-dest': destination } : {}) } });

describe('a session opened inside a platform frame', () => {
  it('lives in SameSite=None; Secure; Partitioned cookies, its XSRF token with it', async () => {
    const { session, xsrf } = await login('embedded');
    for (const line of [session, xsrf]) {
      expect(line).toMatch(/samesite=none/i);
      expect(line).toMatch(/; secure/i);
      expect(line).toMatch(/; partitioned/i);
    }
    expect(session).toMatch(/httponly/i);
    expect(xsrf).not.toMatch(/httponly/i);
  });

  it('lets the platform frame its pages, and nobody else', async () => {
    const { cookie } = await login('embedded');
    const framed = await page(cookie, 'iframe');
    expect(framed.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PLATFORM};`);
    expect(framed.headers.get('x-frame-options')).toBeNull();
    // A browser that does not say where the page goes is treated as a frame too.
    expect((await page(cookie)).headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PLATFORM};`);
    // The same session opened at the top level needs no ancestor.
    expect((await page(cookie, 'document')).headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    // Without the session, or with another one, only this site frames the page.
    const anonymous = await page('', 'iframe');
    expect(anonymous.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(anonymous.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const plain = await login('plain');
    expect((await page(plain.cookie, 'iframe')).headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });

  it("passes the CSRF check with the XSRF token its page reads in the frame", async () => {
    const { cookie, xsrfValue } = await login('embedded');
    const response = await fetch(`${tk.url}/server/frame-login/echo`, { method: 'POST', headers: { cookie, origin: tk.url, 'x-xsrf-token': xsrfValue } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: teacher.id });
    // Nothing rotates the token the frame holds (a Lax cookie would not reach the frame).
    expect(response.headers.getSetCookie().filter((line) => line.startsWith('XSRF-TOKEN='))).toEqual([]);
  });

  it('clears its cookie the way it was set when it logs out', async () => {
    const { cookie, xsrfValue } = await login('embedded');
    const response = await fetch(`${tk.url}/server/logout/`, { method: 'POST', headers: { cookie, origin: tk.url, 'x-xsrf-token': xsrfValue, 'content-type': 'application/json' }, body: '{}' });
    const cleared = response.headers.getSetCookie().find((line) => line.startsWith('lms_session=;'));
    expect(cleared).toMatch(/partitioned/i);
  });

  it('keeps an ordinary login in SameSite=Lax cookies', async () => {
    const { session } = await login('plain');
    expect(session).toMatch(/samesite=lax/i);
    expect(session).not.toMatch(/partitioned/i);
  });
});
