import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261228000000_study_tools.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
});

afterAll(() => tk?.close());

describe('the study tools migration', () => {
  it('steps down and up again: one note per reader and page, one term per course in any case', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('study_tools_notes')).toBe(false);
    expect(await db.schema.hasTable('study_tools_glossary')).toBe(false);
    await up(db);
    const reader = await tk.createUser('student');
    const { courseId, first } = await tk.createCourse({ students: [reader] });
    const note = { user_id: reader.id, course_id: courseId, page_id: first.pageId, text: 'x', updated_at: new Date() };
    await db('study_tools_notes').insert(note);
    await expect(db('study_tools_notes').insert(note)).rejects.toThrow();
    const term = { course_id: courseId, term: 'Cell', definition: 'd', updated_at: new Date() };
    await db('study_tools_glossary').insert({ ...term, id: 'a'.repeat(24) });
    await expect(db('study_tools_glossary').insert({ ...term, id: 'b'.repeat(24), term: 'CELL' })).rejects.toThrow();
    await removeAccount(tk, reader.id);
    expect(await db('study_tools_notes').where({ course_id: courseId })).toEqual([]);
  });
});
