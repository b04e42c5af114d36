import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { SELF_RATING_MESSAGE } from '../src/calls/selfAssessmentCalls.ts';
import { down, up } from '../migrations/20261229000000_study_self_assessments.ts';

let tk: TestKernel;
let learner: TestClient;
let classmate: TestClient;
let outsider: TestClient;
let courseId: string;
let otherCourseId: string;
let lesson1: string;
let lesson2: string;
let draftLesson: string;

const path = (course = courseId) => `user/self_assessments/${course}`;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  const student = await tk.createUser('student');
  const other = await tk.createUser('student');
  const course = await tk.createCourse({
    students: [student, other],
    lessons: [
      { title: 'Lesson 1', pages: [{ title: 'Page 1' }] },
      { title: 'Lesson 2', pages: [{ title: 'Page 2' }] },
      { title: 'Draft lesson', draft: true, pages: [{ title: 'Hidden page' }] },
    ],
  });
  courseId = course.courseId;
  [lesson1, lesson2, draftLesson] = course.lessons.map((lesson) => lesson.id) as [string, string, string];
  otherCourseId = (await tk.createCourse({ students: [await tk.createUser('student')] })).courseId;
  learner = await tk.loginAs(student);
  classmate = await tk.loginAs(other);
  outsider = await tk.loginAs(await tk.createUser('student'));
});

afterAll(() => tk?.close());

describe('GET|PUT user/self_assessments/{courseId} (part 2 §7)', () => {
  it('lists the visible lessons in course order, none rated at first', async () => {
    const read = await learner.get(path());
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      self_assessments: [
        { lesson_id: lesson1, lesson_title: 'Lesson 1', rating: null, updated_at: null },
        { lesson_id: lesson2, lesson_title: 'Lesson 2', rating: null, updated_at: null },
      ],
    });
  });

  it("stores the caller's rating, a later one replacing it, null clearing it; a classmate's stay their own", async () => {
    tk.clock.set('2026-03-02T10:00:00.000Z');
    const saved = await learner.put(path(), { lesson_id: lesson2, rating: 4 });
    expect(saved.status).toBe(200);
    expect(saved.body.self_assessments[1]).toEqual({ lesson_id: lesson2, lesson_title: 'Lesson 2', rating: 4, updated_at: '2026-03-02T10:00:00.000Z' });
    await learner.put(path(), { lesson_id: lesson2, rating: 5 });
    expect((await learner.get(path())).body.self_assessments[1].rating).toBe(5);
    expect((await classmate.get(path())).body.self_assessments[1].rating).toBeNull();
    await learner.put(path(), { lesson_id: lesson2, rating: null });
    expect((await learner.get(path())).body.self_assessments[1]).toMatchObject({ rating: null, updated_at: null });
  });

  it('refuses a rating outside 1 to 5, a hidden or unknown lesson, and stores nothing', async () => {
    for (const rating of [0, 6, 2.5, '3']) {
      const refused = await learner.put(path(), { lesson_id: lesson1, rating });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(SELF_RATING_MESSAGE);
    }
    expect((await learner.put(path(), { lesson_id: draftLesson, rating: 3 })).status).toBe(404);
    expect((await learner.put(path(), { lesson_id: 'a'.repeat(24), rating: 3 })).status).toBe(404);
    expect(await tk.kernel.knex('study_tools_self_assessments').where({ course_id: courseId })).toEqual([]);
  });

  it('refuses a visitor and a user of another course', async () => {
    expect((await tk.client().get(path())).status).toBe(401);
    expect((await outsider.get(path())).status).toBe(403);
    expect((await outsider.put(path(), { lesson_id: lesson1, rating: 3 })).status).toBe(403);
    expect((await learner.get(path(otherCourseId))).status).toBe(403);
  });

  it('has a migration that steps down and up again: one rating per learner and lesson, 1 to 5', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('study_tools_self_assessments')).toBe(false);
    await up(db);
    const row = { user_id: (await tk.createUser('student')).id, course_id: courseId, lesson_id: lesson1, rating: 3, updated_at: new Date() };
    await db('study_tools_self_assessments').insert(row);
    await expect(db('study_tools_self_assessments').insert(row)).rejects.toThrow();
    await expect(db('study_tools_self_assessments').insert({ ...row, lesson_id: lesson2, rating: 6 })).rejects.toThrow();
  });
});
