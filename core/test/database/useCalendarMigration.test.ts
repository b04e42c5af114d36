import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { up as keepCalendars } from '../../migrations/20261130130000_use_calendar_for_existing_courses.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

describe('the use_calendar migration', () => {
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
