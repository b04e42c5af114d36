import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, removeCourse, type TestKernel } from '@lms/sdk/testing';
import calendar from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261220000000_calendar_feed_tokens.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [calendar] });
});

afterAll(() => tk?.close());

describe('the calendar feed tokens migration', () => {
  it('steps down and up again; one token per user and course, unique hashes, rows go with their user or course', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('calendar_feed_tokens')).toBe(false);
    await up(db);
    const [ada, bob] = [await tk.createUser('student'), await tk.createUser('student')];
    const course = await tk.createCourse({ students: [ada, bob] });
    const row = { id: 'a'.repeat(24), course_id: course.courseId, user_id: ada.id, token_hash: '1'.repeat(64), created_at: new Date() };
    await db('calendar_feed_tokens').insert(row);
    await expect(db('calendar_feed_tokens').insert({ ...row, id: 'b'.repeat(24), token_hash: '2'.repeat(64) })).rejects.toThrow();
    await expect(db('calendar_feed_tokens').insert({ ...row, id: 'c'.repeat(24), user_id: bob.id })).rejects.toThrow();
    await db('calendar_feed_tokens').insert({ ...row, id: 'd'.repeat(24), user_id: bob.id, token_hash: '3'.repeat(64) });
    await removeAccount(tk, bob.id);
    expect((await db('calendar_feed_tokens')).map((token) => token.user_id)).toEqual([ada.id]);
    await removeCourse(tk, course.courseId);
    expect(await db('calendar_feed_tokens')).toEqual([]);
  });
});
