import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, removeCourse, type TestKernel } from '@lms/sdk/testing';
import calendar from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261220000000_calendar_feed_tokens.ts';
import { up as keepCalendars } from '../../migrations/20261230000000_calendar_for_existing_courses.ts';

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

  it('gives the courses that exist the calendar they had, and leaves a course that set use_calendar as it is', async () => {
    const db = tk.kernel.knex;
    const [older, off, on] = [await tk.createCourse(), await tk.createCourse(), await tk.createCourse()];
    const settings = async (courseId: string) => ((await db('courses').where({ id: courseId }).first('settings')) as { settings: Record<string, unknown> }).settings;
    await db('courses').where({ id: off.courseId }).update({ settings: db.raw(`settings || '{"use_calendar": false}'::jsonb`) });
    await db('courses').where({ id: on.courseId }).update({ settings: db.raw(`settings || '{"use_calendar": true}'::jsonb`) });
    const before = await settings(older.courseId);
    await keepCalendars(db);
    expect(await settings(older.courseId)).toEqual({ ...before, use_calendar: true });
    expect((await settings(off.courseId)).use_calendar).toBe(false);
    expect((await settings(on.courseId)).use_calendar).toBe(true);
    // A course made afterwards starts without the calendar.
    expect((await settings((await tk.createCourse()).courseId)).use_calendar).toBeUndefined();
  });
});
