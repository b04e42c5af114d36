import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRoute } from '@lms/sdk';
import { defineCall, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { INPUT_LIMITS } from '../../src/validation/wellFormedInput.ts';

const MAX_JSON_DEPTH = INPUT_LIMITS.maxDepth;

/**
 * Found by the route fuzz suite: a body nested 100,000 levels deep passed a
 * schema that allows any value there (assessment responses) and the handler's
 * JSON.stringify threw, answering 500. The kernel now refuses such a body.
 */
const storing = definePlugin({
  id: 'storing',
  version: '1.0.0',
  kernel: '^1',
  routes: [
    defineRoute(
      defineCall({
        method: 'PUT',
        path: 'storing/answer',
        summary: 'Stores any answer, as assessment responses do.',
        body: Type.Object({ answer: Type.Unknown() }),
        answer: Type.Object({ stored: Type.Integer() }),
      }),
      { permission: 'user', handler: ({ body }) => ({ stored: JSON.stringify(body).length }) },
    ),
  ],
});

const nested = (depth: number) => `{"answer":${'['.repeat(depth)}${']'.repeat(depth)}}`;

let tk: TestKernel;
let client: TestClient;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [storing] });
  client = await tk.loginAs(await tk.createUser('student'));
});
afterAll(() => tk?.close());

describe('a JSON body nested too deeply', () => {
  it('is refused with 422 before the handler, however deep', async () => {
    for (const depth of [MAX_JSON_DEPTH, 100_000]) {
      const answer = await client.request('PUT', 'storing/answer', undefined, { raw: nested(depth), headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errno: 'validation-failed', error: `The request nests deeper than ${MAX_JSON_DEPTH} levels.` });
    }
  });

  it('is taken up to the limit', async () => {
    const answer = await client.request('PUT', 'storing/answer', undefined, { raw: nested(MAX_JSON_DEPTH - 1), headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
  });
});
