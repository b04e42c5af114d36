import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRoute } from '@lms/sdk';
import { defineCall, NoAnswer, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';

/** A plugin with calls that take no body, of every method. */
const noBodyPlugin = definePlugin({
  id: 'nobody',
  version: '1.0.0',
  kernel: '^1',
  routes: (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) =>
    defineRoute(defineCall({ method, path: 'nobody/call', summary: `A ${method} without a body.`, answer: Type.Object({ ok: Type.Boolean() }) }), {
      permission: 'user',
      handler: () => ({ ok: true }),
    }),
  ),
});

let tk: TestKernel;
let instructor: TestUser;
let teacher: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [testComponentsPlugin, noBodyPlugin] });
  instructor = await tk.createUser('instructor');
  teacher = await tk.loginAs(instructor);
});
afterAll(() => tk?.close());

async function libraryIds(courseId: string): Promise<string[]> {
  return (await teacher.get(`library/${courseId}/`)).body.items.map((item: { _id: string }) => item._id);
}

/** A raw request over node:http, which (unlike fetch) sends a body with a GET. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${tk.url}/server/${path}`, { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('a GET that changes state (pin_to_library)', () => {
  it('is refused without the XSRF header, as a link or an image would send it, and pins nothing', async () => {
    const course = await tk.createCourse({ instructor });
    const pin = `pin_to_library/lessons/${course.first.lessonId}/${course.courseId}`;
    const bare = await teacher.request('GET', pin, undefined, { headers: { 'x-xsrf-token': '' } });
    expect(bare).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    const viaImage = await teacher.request('GET', `pin_to_library/component/${course.first.pageId}/${course.courseId}`, undefined, { headers: { 'x-xsrf-token': '' } });
    expect(viaImage.status).toBe(403);
    expect(await libraryIds(course.courseId)).not.toContain(course.first.lessonId);
  });

  it('is refused from another site even with the token, and works from the app', async () => {
    const course = await tk.createCourse({ instructor });
    const pin = `pin_to_library/lessons/${course.first.lessonId}/${course.courseId}`;
    const evil = await teacher.request('GET', pin, undefined, { headers: { origin: 'https://evil.example' } });
    expect(evil).toMatchObject({ status: 403, body: { errno: 'csrf-failed', error: 'Requests from https://evil.example are not allowed.' } });
    expect(await libraryIds(course.courseId)).not.toContain(course.first.lessonId);
    expect((await teacher.get(pin)).body).toMatchObject({ status: 'Added', item: { _id: course.first.lessonId } });
  });

  it('cannot be declared on anything but a GET', async () => {
    const plugin = definePlugin({
      id: 'bad',
      version: '1.0.0',
      kernel: '^1',
      routes: [
        defineRoute(defineCall({ method: 'POST', path: 'bad/call', summary: 'x', answer: NoAnswer }), { permission: 'user', changesState: true, handler: () => undefined }),
      ],
    });
    await expect(createTestKernel({ plugins: [plugin] })).rejects.toThrow(/changesState.*only for a GET/);
  });
});

describe('the XSRF token', () => {
  const xsrfOf = (client: TestClient) => client.cookie('XSRF-TOKEN')!;
  /** A client holding this session cookie and this XSRF token (which it echoes). */
  const withTokens = (session: string, xsrf: string) => {
    const client = tk.client();
    client.setCookie('lms_session', session);
    client.setCookie('XSRF-TOKEN', xsrf);
    return client;
  };

  it('is rotated at login and bound to the session: another session\'s or the pre-login token is refused', async () => {
    const user = await tk.createUser('student');
    const client = tk.client();
    await client.get('now');
    const anonymous = xsrfOf(client);
    await client.login(user.email, user.password);
    const bound = xsrfOf(client);
    expect(bound).not.toBe(anonymous);

    // The pre-login token, echoed in cookie and header alike, no longer passes with the session.
    expect(await withTokens(client.cookie('lms_session')!, anonymous).put('nobody/call')).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    // Nor does the token of another session of the same user.
    const other = await tk.loginAs(user);
    expect((await withTokens(client.cookie('lms_session')!, xsrfOf(other)).put('nobody/call')).status).toBe(403);
    expect((await client.put('nobody/call')).status).toBe(200);
  });

  it('is rotated at logout, and the anonymous token works for login', async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    const bound = xsrfOf(client);
    expect((await client.post('logout/', {})).status).toBe(200);
    expect(xsrfOf(client)).not.toBe(bound);
    await client.login(user.email, user.password);
    expect(xsrfOf(client)).not.toBe(bound);
  });
});

describe('a call that takes no body', () => {
  it('refuses one, even {} or [], whatever its method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      for (const body of [{}, [], { evil: 1 }]) {
        expect(await teacher.request(method, 'nobody/call', body)).toMatchObject({ status: 422, body: { errno: 'validation-failed', error: 'This call takes no body.' } });
      }
      expect((await teacher.request(method, 'nobody/call')).status).toBe(200);
    }
    const headers = { cookie: `lms_session=${teacher.cookie('lms_session')}; XSRF-TOKEN=${teacher.cookie('XSRF-TOKEN')}`, 'x-xsrf-token': teacher.cookie('XSRF-TOKEN')!, 'content-type': 'application/json' };
    expect(await rawRequest('GET', 'nobody/call', headers, '{"evil":1}')).toMatchObject({ status: 422, body: { error: 'This call takes no body.' } });
    expect(await rawRequest('GET', 'nobody/call', headers, '')).toMatchObject({ status: 200 });
  });
});
