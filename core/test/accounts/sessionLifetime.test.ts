import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel();
});
afterAll(() => tk?.close());

describe('a session', () => {
  it('ends 30 days after login however often the keep-alive extends it', async () => {
    tk.clock.set('2031-03-01T08:00:00Z');
    try {
      const user = await tk.createUser('student');
      const client = await tk.loginAs(user);
      // Well within the 12-hour idle timeout every time, for 29 days and more.
      for (let elapsed = 0; elapsed < 30 * DAY - 11 * HOUR; elapsed += 11 * HOUR) {
        tk.clock.advance(11 * HOUR);
        expect((await client.get('refresh')).status).toBe(200);
      }
      expect((await client.get('noop')).status).toBe(200);
      // The sliding expiry itself stops at the absolute end.
      const [row] = await tk.kernel.knex('sessions').where({ user_id: user.id }).select('created_at', 'expires_at');
      expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * DAY);
      tk.clock.set(new Date(Date.parse('2031-03-01T08:00:00Z') + 30 * DAY + 1000).toISOString());
      expect(await client.get('noop')).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
    } finally {
      tk.clock.reset();
    }
  });

  it('takes its absolute lifetime from the configuration', async () => {
    const short = await createTestKernel({ config: { sessionMaxAgeSeconds: 3600 } });
    try {
      const client = await short.loginAs(await short.createUser('student'));
      short.clock.advance(50 * 60 * 1000);
      expect((await client.get('refresh')).status).toBe(200);
      short.clock.advance(11 * 60 * 1000);
      expect((await client.get('noop')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
