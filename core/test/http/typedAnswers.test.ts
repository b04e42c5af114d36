import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute, definePlugin } from '@lms/sdk';
import { defineCall, NoAnswer, OrNoAnswer, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

/**
 * Issue 15 part 1: a route answers through its call's answer schema. Only
 * declared fields leave the server; with checkAnswers on (tests, journeys) an
 * answer the schema refuses fails loudly instead of reaching a screen.
 */
const Person = Type.Object({ name: Type.String(), age: Type.Integer(), nickname: Type.Optional(Type.Union([Type.String(), Type.Null()])) });
const calls = {
  person: defineCall({ method: 'GET', path: 'typed/person/:personId/', summary: 'A person, with a field the schema does not declare.', answer: Person }),
  wrong: defineCall({ method: 'GET', path: 'typed/wrong/', summary: 'An answer of the wrong type.', answer: Person }),
  nothing: defineCall({ method: 'POST', path: 'typed/nothing/', summary: 'Answers nothing.', body: Type.Object({ n: Type.Integer() }), answer: NoAnswer }),
  forgot: defineCall({ method: 'GET', path: 'typed/forgot/', summary: 'Forgets to answer.', answer: Person }),
  media: defineCall({ method: 'GET', path: 'typed/media/', summary: 'A person, under the media type asked for.', query: Type.Object({ type: Type.String() }), answer: Person }),
  maybe: defineCall({ method: 'POST', path: 'typed/maybe/', summary: 'A person, or nothing.', body: Type.Object({ n: Type.Integer() }), answer: OrNoAnswer(Person) }),
};

const typedPlugin = definePlugin({
  id: 'typed',
  version: '1.0.0',
  kernel: '^1',
  routes: [
    defineRoute(calls.person, {
      permission: 'public',
      // The secret is not in the schema: it must not reach the caller.
      handler: ({ params }) => ({ name: params.personId, age: 41, secret: 'hash' }) as { name: string; age: number },
    }),
    defineRoute(calls.wrong, { permission: 'public', handler: () => ({ name: 'Ann', age: 'old' }) as unknown as { name: string; age: number } }),
    defineRoute(calls.nothing, { permission: 'public', handler: () => undefined }),
    defineRoute(calls.forgot, { permission: 'public', handler: () => undefined as unknown as { name: string; age: number } }),
    defineRoute(calls.media, {
      permission: 'public',
      handler: ({ query, reply }) => {
        reply.header('Content-Type', query.type);
        return { name: 'Ann', age: 41 };
      },
    }),
    defineRoute(calls.maybe, {
      permission: 'public',
      handler: ({ body, reply }) => {
        if (body.n === 0) return undefined;
        reply.status(201);
        return body.n > 0 ? { name: 'Ann', age: body.n } : ({ name: 'Ann', age: 'old' } as unknown as { name: string; age: number });
      },
    }),
  ],
});

const PERSON_ID = 'a'.repeat(24);
let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [typedPlugin] });
});
afterAll(() => tk?.close());

describe('answers through the call', () => {
  it('sends only the fields the answer schema declares, in its types', async () => {
    const response = await tk.client().get(`typed/person/${PERSON_ID}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ name: PERSON_ID, age: 41 });
  });

  it('fails with 500 when the answer does not match its schema (checkAnswers)', async () => {
    const response = await tk.client().get('typed/wrong/');
    expect(response.status).toBe(500);
  });

  it('fails with 500 when a JSON call answers nothing', async () => {
    expect((await tk.client().get('typed/forgot/')).status).toBe(500);
  });

  it('answers 204 for NoAnswer', async () => {
    const response = await tk.client().post('typed/nothing/', { n: 1 });
    expect(response.status).toBe(204);
  });

  it('answers the schema or 204 for OrNoAnswer, and checks the answer it gives', async () => {
    const created = await tk.client().post('typed/maybe/', { n: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ name: 'Ann', age: 3 });
    expect((await tk.client().post('typed/maybe/', { n: 0 })).status).toBe(204);
    expect((await tk.client().post('typed/maybe/', { n: -1 })).status).toBe(500);
  });

  it('validates the body from the same TypeBox schema', async () => {
    const response = await tk.client().post('typed/nothing/', { n: 'one' });
    expect(response.status).toBe(422);
  });
});

describe('a JSON answer’s media type', () => {
  it('keeps an application/…+json type the handler set, and answers application/json for any other', async () => {
    const typeOf = async (type: string) => {
      const response = await fetch(`${tk.url}/server/typed/media/?type=${encodeURIComponent(type)}`);
      expect(await response.json()).toEqual({ name: 'Ann', age: 41 });
      return response.headers.get('content-type');
    };
    expect(await typeOf('application/vnd.ims.lis.v2.lineitem+json')).toMatch(/^application\/vnd\.ims\.lis\.v2\.lineitem\+json/);
    expect(await typeOf('text/html')).toMatch(/^application\/json/);
    expect(await typeOf('application/xml')).toMatch(/^application\/json/);
  });
});
