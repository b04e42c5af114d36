import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { changedTables, fingerprinter, type Fingerprint } from './databaseFingerprint.ts';

/** The fuzz suite's "nothing stored from a refused request" is only as good as this fingerprint. */
let tk: TestKernel;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  tk = await createTestKernel();
  fingerprint = await fingerprinter(tk.kernel.knex);
});

afterAll(() => tk?.close());

describe('the database fingerprint', () => {
  it('changes when a row is added, changed or removed, naming the table', async () => {
    const user = await tk.createUser('student');
    const start = await fingerprint();
    await tk.kernel.knex('users').where({ id: user.id }).update({ firstname: 'Changed' });
    const changed = await fingerprint();
    expect(changedTables(start, changed)).toEqual(['users']);
    await tk.kernel.knex('users').where({ id: user.id }).update({ firstname: 'student' });
    expect(changedTables(start, await fingerprint())).toEqual([]);
    const course = await tk.createCourse();
    expect(changedTables(start, await fingerprint())).toEqual(expect.arrayContaining(['courses', 'lessons', 'pages']));
    await tk.kernel.knex('courses').where({ id: course.courseId }).update({ title: 'Other' });
    expect(changedTables(changed, await fingerprint())).toContain('courses');
  });

  it('sees every kind of write, and none that was rolled back (it re-hashes only the tables written to)', async () => {
    await tk.createUser('student');
    const before = await fingerprint();
    await tk.kernel.knex
      .transaction(async (trx) => {
        await trx('users').update({ firstname: 'Rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await tk.kernel.knex('users').update({ lastname: 'Renamed' });
    const renamed = await fingerprint();
    expect(changedTables(before, renamed)).toEqual(['users']);
    expect(changedTables(before, await fingerprint())).toEqual(['users']);
    await tk.kernel.knex.raw('truncate table users cascade');
    expect(changedTables(renamed, await fingerprint())).toContain('users');
  });

  it('ignores what moves on without a request storing anything: session expiry, throttle counts', async () => {
    const client = await tk.loginAs(await tk.createUser('student'));
    const before = await fingerprint();
    await tk.kernel.knex('sessions').update({ last_seen_at: new Date(), expires_at: new Date(Date.now() + 3_600_000) });
    await tk.kernel.knex('throttle_attempts').insert({ action: 'login', key: 'fuzz', at: new Date() });
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect((await client.get('noop')).status).toBe(200);
  });
});
