import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRoute, type RateLimitRule } from '@lms/sdk';
import { defineCall, Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { kernelConfigFromEnv, type KernelConfig } from '../../src/index.ts';
import { RateLimiter } from '../../src/limits/RateLimiter.ts';
const systemClock = { now: () => new Date() };
import { studentPayload } from '../accounts/support.ts';
import { PDF, uploadForm } from '../media/mediaFixtures.ts';

/** Small numbers, so a test reaches the limit in a few calls; the routes' own numbers are the defaults. */
const TIGHT = {
  registration: { points: 2, durationSeconds: 60 },
  uploads: { points: 1, durationSeconds: 30 },
  probes: { points: 1, durationSeconds: 30 },
};

/** Two plugin routes sharing one bucket, as the iframe and pdf link-title calls share 'link-titles'. */
const PROBE_LIMIT: RateLimitRule = { bucket: 'probes', key: 'user', points: 30, durationSeconds: 60 };
const probing = definePlugin({
  id: 'probing',
  version: '1.0.0',
  kernel: '^1',
  routes: ['probing/one/', 'probing/two/'].map((path) =>
    defineRoute(defineCall({ method: 'POST', path, summary: 'Answers, within the probes limit.', answer: Type.Object({ ok: Type.Boolean() }) }), {
      permission: 'user',
      rateLimit: PROBE_LIMIT,
      handler: () => ({ ok: true }),
    }),
  ),
});

describe('rate limits (429 with Retry-After)', () => {
  let tk: TestKernel;
  beforeAll(async () => {
    tk = await createTestKernel({ plugins: [probing], config: { rateLimits: TIGHT } });
    // Time stands still unless a test moves it: the Retry-After seconds are exact.
    tk.clock.set(new Date());
  });
  afterAll(() => tk.close());

  it('refuse registrations past the limit per address, store nothing, and count on every node', async () => {
    const client = tk.client();
    expect((await client.post('register/', studentPayload())).status).toBe(200);
    // Another node of the deployment shares the count (it is in the database).
    const other = await tk.anotherNode();
    expect((await other.client().post('register/', studentPayload())).status).toBe(200);
    const refused = studentPayload();
    const answer = await client.post('register/', refused);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ errno: 'too-many-requests', error: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(answer.headers.get('retry-after'))).toBe(60);
    expect(await tk.kernel.knex('users').where({ email: refused.email }).first()).toBeUndefined();
    expect((await client.post('register_professor/', {})).status).toBe(429);

    tk.clock.advance(30_000);
    expect(Number((await client.post('register/', studentPayload())).headers.get('retry-after'))).toBe(30);
    tk.clock.advance(30_000);
    expect((await client.post('register/', studentPayload())).status).toBe(200);
  });

  it('count uploads per user, whatever the library', async () => {
    const instructor = await tk.createUser('instructor');
    const { courseId } = await tk.createCourse({ instructor });
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.upload(`files/${courseId}/upload/`, uploadForm(PDF, 'one.pdf'))).status).toBe(201);
    const refused = await teacher.upload(`files/${courseId}/upload/`, uploadForm(PDF, 'two.pdf'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await teacher.upload(`submissions/${courseId}/upload/`, uploadForm(PDF, 'three.pdf'))).status).toBe(429);
    expect(await tk.kernel.knex('media_files').where({ course_id: courseId }).pluck('name')).toEqual(['one.pdf']);
    tk.clock.advance(30_000);
    expect((await teacher.upload(`files/${courseId}/upload/`, uploadForm(PDF, 'four.pdf'))).status).toBe(201);
  });

  it("count a plugin's calls per user, across the routes that share a bucket", async () => {
    const author = await tk.loginAs(await tk.createUser('instructor'));
    expect((await author.post('probing/one/')).status).toBe(200);
    const second = await author.post('probing/two/');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('30');
    const another = await tk.loginAs(await tk.createUser('instructor'));
    expect((await another.post('probing/one/')).status).toBe(200);
  });

  it('let exactly the allowed number through when the calls come at once', async () => {
    const author = await tk.loginAs(await tk.createUser('instructor'));
    await author.get('now');
    const statuses = await Promise.all(Array.from({ length: 8 }, () => author.post('probing/one/').then((answer) => answer.status)));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(1);
  });
});

describe('rate limit settings (LMS_RATE_LIMITS)', () => {
  it('read "off", or bucket=points/seconds and bucket=off, refusing anything else', () => {
    expect(kernelConfigFromEnv({}).rateLimits).toBeUndefined();
    expect(kernelConfigFromEnv({ LMS_RATE_LIMITS: 'off' }).rateLimits).toBe('off');
    expect(kernelConfigFromEnv({ LMS_RATE_LIMITS: 'registration=100/600, posts=off' }).rateLimits).toEqual({ registration: { points: 100, durationSeconds: 600 }, posts: 'off' });
    expect(() => kernelConfigFromEnv({ LMS_RATE_LIMITS: 'registration=100' })).toThrow(/LMS_RATE_LIMITS/);
    expect(() => kernelConfigFromEnv({ LMS_RATE_LIMITS: 'registration=0/60' })).toThrow(/LMS_RATE_LIMITS/);
  });

  it("apply a route's own numbers unless the settings change or switch off its bucket", () => {
    const rule = { bucket: 'posts', key: 'user', points: 30, durationSeconds: 60 } as const;
    const limiter = (rateLimits: KernelConfig['rateLimits']) => new RateLimiter(null as never, systemClock, { rateLimits } as KernelConfig);
    expect(limiter(undefined).effectiveRule(rule)).toEqual(rule);
    expect(limiter({ posts: { points: 5, durationSeconds: 10 } }).effectiveRule(rule)).toEqual({ ...rule, points: 5, durationSeconds: 10 });
    expect(limiter({ uploads: 'off' }).effectiveRule(rule)).toEqual(rule);
    expect(limiter({ posts: 'off' }).effectiveRule(rule)).toBeNull();
    expect(limiter('off').effectiveRule(rule)).toBeNull();
  });
});
