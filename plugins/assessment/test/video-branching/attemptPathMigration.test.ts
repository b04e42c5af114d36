import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261210000400_attempt_path.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the attempt_path migration', () => {
  it('steps down and up again: attempts get a nullable jsonb path', async () => {
    const db = tk.kernel.knex;
    expect(await db.schema.hasColumn('assessment_attempts', 'path')).toBe(true);
    await down(db);
    expect(await db.schema.hasColumn('assessment_attempts', 'path')).toBe(false);
    await up(db);
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ students: [student] });
    const row = { id: 'e'.repeat(24), user_id: student.id, course_id: course.courseId, component_id: 'f'.repeat(24), number: 1, state: 'in_progress', started_at: new Date(), items: '[]' };
    await db('assessment_attempts').insert(row);
    expect((await db('assessment_attempts').where({ id: row.id }).first()).path).toBeNull();
    const path = [{ item_id: 'a'.repeat(24), response: ['x', 1] }, { item_id: 'end' }];
    await db('assessment_attempts').where({ id: row.id }).update({ path: JSON.stringify(path) });
    expect((await db('assessment_attempts').where({ id: row.id }).first()).path).toEqual(path);
  });
});
