import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/contract';
import { createTestKernel, placeLedgerComponent, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';

// gradebookRecords.ledgerVersion: every insert, update and delete of attempts, instructor grades and final grades
// bumps the course's version in the writer's transaction (the triggers of 20261211000000_course_grade_versions),
// only that course's, and a rolled-back write bumps nothing (on PGlite and on PostgreSQL).

let tk: TestKernel;
let course: CourseFixture;
let other: CourseFixture;
let ada: TestUser;
let instructor: TestUser;
let quiz: string;

const version = (courseId = course.courseId) => tk.kernel.resolve(coreServices.gradebookRecords).ledgerVersion(courseId);

/** The course's version goes up by one over `write`, the other course's does not move. */
async function expectBump(write: () => Promise<unknown>): Promise<void> {
  const [before, otherBefore] = [await version(), await version(other.courseId)];
  await write();
  expect(await version()).toBe(before + 1);
  expect(await version(other.courseId)).toBe(otherBefore);
}

beforeAll(async () => {
  tk = await createTestKernel();
  instructor = await tk.createUser('instructor');
  ada = await tk.createUser('student', { firstname: 'Ada' });
  course = await tk.createCourse({ instructor, students: [ada], lessons: [{ title: 'One', pages: [{ title: 'First' }] }] });
  other = await tk.createCourse({ instructor, students: [ada] });
  quiz = (await placeLedgerComponent(tk, { courseId: course.courseId, pageId: course.lessons[0]!.pageIds[0]!, position: 0, type: 'quiz', title: 'Quiz', maxScore: 10 })).activityId;
});

afterAll(() => tk?.close());

describe('the grade ledger version', () => {
  it('is 0 before any write', async () => {
    expect(await version(other.courseId)).toBe(0);
  });

  it('follows every insert, update and delete of attempts', async () => {
    const db = tk.kernel.knex;
    await expectBump(() => db('attempts').insert({ id: 'a'.repeat(24), course_id: course.courseId, activity_id: quiz, user_id: ada.id, status: 'graded', score: 5, max_score: 10, submitted_at: new Date() }));
    await expectBump(() => db('attempts').where({ id: 'a'.repeat(24) }).update({ score: 6 }));
    await expectBump(() => db('attempts').where({ id: 'a'.repeat(24) }).del());
  });

  it('follows instructor grades, excusals and final grades through the grading service', async () => {
    const ledger = tk.kernel.resolve(coreServices.grading);
    const by = instructor.id;
    await expectBump(() => ledger.setGrade({ courseId: course.courseId, activityId: quiz, userId: ada.id, grade: 8, by }));
    await expectBump(() => ledger.setExcused({ courseId: course.courseId, activityId: quiz, userId: ada.id, excused: true, by }));
    await expectBump(() => ledger.setFinalGrade({ courseId: course.courseId, userId: ada.id, percent: 70, by }));
    await expectBump(() => tk.kernel.knex('course_grade_overrides').where({ course_id: course.courseId }).del());
  });

  it('stays when the write rolls back', async () => {
    const before = await version();
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await trx('course_grade_overrides').insert({ course_id: course.courseId, user_id: ada.id, percent: 50 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });
});
