import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261210000200_assessment_overrides.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the assessment_overrides migration', () => {
  it('steps down and up again: one override per student and assessment, known job states, grading columns on attempts', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('assessment_overrides')).toBe(false);
    expect(await db.schema.hasTable('assessment_jobs')).toBe(false);
    expect(await db.schema.hasColumn('assessment_attempts', 'manual_scores')).toBe(false);
    await up(db);
    expect(await db.schema.hasColumn('assessment_attempts', 'submitted_by')).toBe(true);

    const instructor = await tk.createUser('instructor');
    const student = await tk.createUser('student');
    const { courseId } = await tk.createCourse({ instructor, students: [student] });
    const override = { id: 'a'.repeat(24), course_id: courseId, component_id: 'c'.repeat(24), user_id: student.id, submission_attempts: 3, updated_at: new Date() };
    await db('assessment_overrides').insert(override);
    await expect(db('assessment_overrides').insert({ ...override, id: 'b'.repeat(24) })).rejects.toThrow();

    const job = { reference: 'd'.repeat(24), course_id: courseId, component_id: 'c'.repeat(24), user_id: student.id, created_by: instructor.id, created_at: new Date() };
    await expect(db('assessment_jobs').insert({ ...job, status: 'running' })).rejects.toThrow();
    await db('assessment_jobs').insert({ ...job, status: 'pending' });

    await removeAccount(tk, student.id);
    expect(Number((await db('assessment_overrides').count({ n: '*' }).first())?.n)).toBe(0);
    expect(Number((await db('assessment_jobs').count({ n: '*' }).first())?.n)).toBe(0);
  });
});
