import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261210000300_attempt_practice.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

const COLUMNS = ['hints_used', 'confidence', 'retries'];

describe('the attempt_practice migration', () => {
  it('steps down and up again; an attempt written without them starts with empty maps', async () => {
    const db = tk.kernel.knex;
    await down(db);
    for (const column of COLUMNS) expect(await db.schema.hasColumn('assessment_attempts', column)).toBe(false);
    await up(db);
    const instructor = await tk.createUser('instructor');
    const course = await tk.createCourse({ instructor });
    await db('assessment_attempts').insert({
      id: 'a'.repeat(24),
      user_id: instructor.id,
      course_id: course.courseId,
      component_id: 'c'.repeat(24),
      number: 1,
      state: 'in_progress',
      started_at: new Date(),
      items: JSON.stringify([]),
    });
    const row = await db('assessment_attempts').where({ id: 'a'.repeat(24) }).first(COLUMNS);
    expect(row).toEqual({ hints_used: {}, confidence: {}, retries: {} });
  });
});
