import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import flashcardsPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261220000000_flashcards_tables.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [flashcardsPlugin] });
});

afterAll(() => tk?.close());

const TABLES = ['flashcards_own_cards', 'flashcards_progress', 'flashcards_reviews', 'flashcards_course_settings'];

describe('the flashcards migration', () => {
  it('steps down and up again; a student rows go with their course', async () => {
    const db = tk.kernel.knex;
    await down(db);
    for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(false);
    await up(db);
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ students: [student] });
    const key = { user_id: student.id, course_id: course.courseId, component_id: 'c'.repeat(24) };
    await db('flashcards_own_cards').insert({ ...key, cards: JSON.stringify([]), updated_at: new Date() });
    await db('flashcards_progress').insert({ ...key, type: 'standard', value: JSON.stringify({}), key: 'START', timesec: 0, updated_at: new Date() });
    await db('flashcards_reviews').insert({ ...key, type: 'standard', card_id: 'd'.repeat(24), due: new Date(), stability: 1, difficulty: 5, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 2 });
    await db('flashcards_course_settings').insert({ course_id: course.courseId, request_retention: 0.9, maximum_interval: 100, updated_at: new Date() });
    await removeCourse(tk, course.courseId);
    for (const table of TABLES) expect(await db(table)).toEqual([]);
  });
});
