import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute, definePlugin, LmsError } from '@lms/sdk';
import { defineCall, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

/**
 * Issue 15, one error path: what an error answer carries (extra fields,
 * headers) travels on the LmsError and the kernel's error handler builds the
 * answer; a handler cannot answer an error status itself.
 */
const errorsPlugin = definePlugin({
  id: 'errors',
  version: '1.0.0',
  kernel: '^1',
  routes: [
    defineRoute(defineCall({ method: 'GET', path: 'errors/busy/', summary: 'Refuses with extra fields and a Retry-After header.', answer: Type.Object({}) }), {
      permission: 'public',
      handler: () => {
        throw new LmsError('busy', 'Come back later.', { status: 503, details: { queue: 3 }, headers: { 'Retry-After': '120' } });
      },
    }),
    // Its answer schema lets the error body through: what refuses it is the error status, not the schema.
    defineRoute(
      defineCall({ method: 'GET', path: 'errors/by-hand/', summary: 'Tries to answer an error without throwing.', answer: Type.Object({ errno: Type.String(), error: Type.String() }) }),
      {
        permission: 'public',
        handler: ({ reply }) => {
          reply.status(403);
          return { errno: 'access-denied', error: 'No.' };
        },
      },
    ),
  ],
});

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [errorsPlugin] });
});
afterAll(() => tk?.close());

describe('one error path', () => {
  it("answers a plugin's LmsError with its status, extra fields and headers", async () => {
    const response = await tk.client().get('errors/busy/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(JSON.stringify(response.body)).toBe('{"errno":"busy","error":"Come back later.","queue":3}');
  });

  it('refuses a handler that answers an error status by hand (internal-error)', async () => {
    const response = await tk.client().get('errors/by-hand/');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ errno: 'internal-error', error: 'Something went wrong on our side.' });
  });
});
