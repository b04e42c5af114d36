import { describe, expect, it } from 'vitest';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ApiError, createApiClient } from '../src/web/apiClient.ts';

/** Issue 26 item 10: past the threshold the server asks for a solved captcha; the client solves it and sends the call again, once. */
const challenge = () => createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 7, deriveKey, hmacSignatureSecret: 'test secret' });
const refusal = async (errno: string) => new Response(JSON.stringify({ errno, error: 'Please confirm you are a person', captcha: await challenge() }), { status: 428 });

describe('the web API client and the captcha', () => {
  it('solves the challenge of a captcha-required answer and sends the call again with captcha_challenge, telling no error', async () => {
    const bodies: Record<string, unknown>[] = [];
    const errors: ApiError[] = [];
    const api = createApiClient({
      onError: (error) => errors.push(error),
      fetch: async (_input, init) => {
        const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
        bodies.push(body);
        return body.captcha_challenge ? new Response(JSON.stringify({ status: 'ok' }), { status: 200 }) : refusal('captcha-required');
      },
    });
    expect(await api.post('passwordrecovery/', { email: 'ada@example.org' })).toEqual({ status: 'ok' });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ email: 'ada@example.org', captcha_challenge: expect.any(String) });
    const sent = JSON.parse(atob(bodies[1]!.captcha_challenge as string));
    expect(sent.solution.counter).toBe(7);
    expect(sent.challenge.signature).toEqual(expect.any(String));
    expect(errors).toEqual([]);
  });

  it('gives up after one solved try: the second refusal is thrown (and told) as it came', async () => {
    const errors: ApiError[] = [];
    let calls = 0;
    const api = createApiClient({
      onError: (error) => errors.push(error),
      fetch: async () => {
        calls += 1;
        return refusal(calls === 1 ? 'captcha-required' : 'captcha-invalid');
      },
    });
    await expect(api.post('register/', { email: 'ada@example.org' })).rejects.toMatchObject({ status: 428, errno: 'captcha-invalid' });
    expect(calls).toBe(2);
    expect(errors.map((error) => error.errno)).toEqual(['captcha-invalid']);
  });

  it('does not solve for a call without a JSON body (an upload), and uses the solver it is given', async () => {
    const asked: unknown[] = [];
    const api = createApiClient({ fetch: () => refusal('captcha-required'), solveCaptcha: async (c) => (asked.push(c), null) });
    await expect(api.upload('images/x/upload/', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(asked).toEqual([]);
    await expect(api.post('register/', {})).rejects.toMatchObject({ errno: 'captcha-required' });
    expect(asked).toHaveLength(1);
  });
});
