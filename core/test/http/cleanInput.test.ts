import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { contentKernel } from '../content/support.ts';
import { readQuery } from '../../src/http/readQuery.ts';

let tk: TestKernel;
let owner: TestUser;
let teacher: TestClient;
let courseId: string;

beforeAll(async () => {
  tk = await contentKernel();
  owner = await tk.createUser('instructor');
  teacher = await tk.loginAs(owner);
  courseId = (await tk.createCourse({ instructor: owner })).courseId;
});
afterAll(() => tk?.close());

const lessonTitles = async () => ((await teacher.get(`courses/${courseId}/`)).body.lessons as { title: string }[]).map((lesson) => lesson.title);

describe('NUL and lone surrogates (issue 14: 500 from PostgreSQL, or stored as U+FFFD)', () => {
  it('answers 422 naming the field, and stores nothing', async () => {
    const before = await lessonTitles();
    const nul = await teacher.post(`lessons/${courseId}/new/`, { title: 'Intro\u0000duction' });
    expect(nul).toMatchObject({ status: 422, body: { errno: 'validation-failed', fields: [{ field: 'title' }] } });
    expect(nul.body.error).toMatch(/NUL/);
    const surrogate = await teacher.post(`lessons/${courseId}/new/`, { title: 'Half \ud83d of an emoji' });
    expect(surrogate).toMatchObject({ status: 422, body: { fields: [{ field: 'title' }] } });
    const key = await teacher.post(`lessons/${courseId}/new/`, { title: 'ok', ['x\u0000']: 1 });
    expect(key.status).toBe(422);
    expect(await lessonTitles()).toEqual(before);
  });

  it('in query strings and path parameters too', async () => {
    expect((await teacher.get(`courses/${courseId}/?as=stu%00dent`)).status).toBe(422);
    expect((await teacher.get(`preview/no%00te/${'0'.repeat(24)}/${courseId}`)).status).toBe(422);
  });

  it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
    const response = await fetch(`${tk.url}/server/login/`, {
      method: 'POST',
      headers: { ...(await xsrfHeaders()), 'content-type': 'application/json' },
      body: Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('@b.org","password":"x"}')]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errno: 'invalid-json', error: 'The request body is not valid UTF-8.' });
  });
});

/** A session-less client's cookie and XSRF token, for requests sent without the test client. */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const now = await fetch(`${tk.url}/server/now`);
  const cookie = now.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { cookie, 'x-xsrf-token': /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!, origin: tk.url };
}

describe('a body over the size limit, sent in chunks', () => {
  it('is answered 413, not a dropped connection', async () => {
    const headers = { ...(await xsrfHeaders()), 'content-type': 'application/json' };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${tk.url}/server/login/`, { method: 'POST', headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.write('{"email":"');
      for (let chunk = 0; chunk < 40; chunk++) request.write(Buffer.alloc(64 * 1024, 0x61));
      request.end('"}');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errno: 'payload-too-large' });
  });
});

describe('bodies with very many keys (issue 14: 88,000 keys cost 0.4 s and answered 4.9 MB)', () => {
  it('are refused before validation with a short answer', async () => {
    const anonymous = tk.client();
    const keys = Object.fromEntries(Array.from({ length: 88_000 }, (_, i) => [i.toString(36), 0]));
    const raw = JSON.stringify({ email: 'a@b.org', password: 'x', ...keys });
    expect(raw.length).toBeLessThan(1024 * 1024);
    const response = await anonymous.request('POST', 'login/', undefined, { raw, headers: { 'content-type': 'application/json' } });
    expect(response).toMatchObject({ status: 413, body: { errno: 'payload-too-large', error: 'The request has more than 10000 fields and items.' } });
    expect(JSON.stringify(response.body).length).toBeLessThan(200);
  });

  it('under the cap answer at most 50 fields', async () => {
    const keys = Object.fromEntries(Array.from({ length: 9_000 }, (_, i) => [`k${i}`, 'v']));
    const response = await tk.client().post('login/', { email: 'a@b.org', password: 'x', ...keys });
    expect(response.status).toBe(422);
    expect(response.body.fields).toHaveLength(50);
    expect(JSON.stringify(response.body).length).toBeLessThan(5_000);
  });
});

describe('query strings with very many parameters (Koa read `?a&a&a…` in quadratic time: seconds per request)', () => {
  it('are refused in one pass, and repeated names still read as lists', async () => {
    const flood = await tk.client().get(`health?${'a&'.repeat(7000)}`);
    expect(flood).toMatchObject({ status: 422, body: { fields: [{ field: 'query', message: 'The query string has more than 100 parameters.' }] } });
    expect(readQuery('ext=png&ext=gif&as=student&__proto__=x')).toEqual({ ext: ['png', 'gif'], as: 'student', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(readQuery('__proto__=x'))).toBe(Object.prototype);
  });
});

describe('titles and names (issue 14: right-to-left override and zero-width characters kept)', () => {
  it('are stored without bidi controls or zero-width characters, in NFC', async () => {
    const made = await teacher.post(`lessons/${courseId}/new/`, { title: '\u202Egnp.exe\u202C Cafe\u0301\u200B' });
    expect(made.status).toBe(201);
    expect(made.body.new_lesson.title).toBe('gnp.exe Café');
    expect(await lessonTitles()).toContain('gnp.exe Café');
    expect((await teacher.post(`lessons/${courseId}/new/`, { title: '\u200B\u2066\u2069' })).status).toBe(422);
  });

  it('user names too', async () => {
    const saved = await teacher.post('update_profile/', { firstname: 'Ad\u200Ba', lastname: '\u2067Lovelace\u2069' });
    expect(saved.status).toBe(200);
    expect(await tk.kernel.knex('users').where({ id: owner.id }).first('firstname', 'lastname')).toEqual({ firstname: 'Ada', lastname: 'Lovelace' });
  });
});
