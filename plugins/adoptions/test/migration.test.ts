import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import adoptions from '../src/server/index.ts';
import { down, up } from '../migrations/20261215000000_adoptions.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [adoptions] });
});

afterAll(() => tk?.close());

describe('the adoptions migration', () => {
  it('steps down and up again; one pending request per user and course, known states, rows go with their course', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('adoptions_requests')).toBe(false);
    expect(await db.schema.hasTable('adoptions_catalog')).toBe(false);
    await up(db);
    const user = await tk.createUser('instructor');
    const course = await tk.createCourse();
    await db('adoptions_catalog').insert({ course_id: course.courseId, listed_at: new Date(), listed_by: user.id });
    const row = {
      id: 'a'.repeat(24),
      user_id: user.id,
      course_id: course.courseId,
      course_title: 'T',
      course_start_date: '2031-01-01',
      course_enrollment: '10',
      created_at: new Date(),
    };
    await db('adoptions_requests').insert(row);
    await expect(db('adoptions_requests').insert({ ...row, id: 'b'.repeat(24) })).rejects.toThrow();
    await db('adoptions_requests').insert({ ...row, id: 'c'.repeat(24), state: 'rejected' });
    await expect(db('adoptions_requests').insert({ ...row, id: 'd'.repeat(24), state: 'lost' })).rejects.toThrow();
    await removeCourse(tk, course.courseId);
    expect(await db('adoptions_requests')).toEqual([]);
    expect(await db('adoptions_catalog')).toEqual([]);
  });
});
