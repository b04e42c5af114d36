import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeChange, type GradeLedger } from '@lms/contract';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { gradebookTypesPlugin } from './gradebookTypes.ts';

let tk: TestKernel;
let ledger: GradeLedger;
let instructor: TestUser;
let assistant: TestUser;
let student: TestUser;
let stranger: TestUser;
let course: CourseFixture;
let activity: { id: string; componentId: string; maxScore: number };
/** An activity of another course the student is also in. */
let foreignActivityId: string;

async function plannedActivity(fixture: CourseFixture): Promise<string> {
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${fixture.courseId}/${fixture.first.lessonId}/${fixture.first.pageId}/new/`, { type: 'planned' });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body._id as string;
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin] });
  ledger = tk.kernel.resolveFor('gradebook-types', coreServices.grading);
  instructor = await tk.createUser('instructor');
  assistant = await tk.createUser('student');
  student = await tk.createUser('student');
  stranger = await tk.createUser('student');
  course = await tk.createCourse({ instructor, assistants: [assistant], students: [student] });
  // Enrolled and on the staff: not a student of the course.
  await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: assistant.id });
  const componentId = await plannedActivity(course);
  const row = await tk.kernel.knex('activities').where({ course_id: course.courseId, component_id: componentId }).first('id', 'max_score');
  activity = { id: row.id, componentId, maxScore: Number(row.max_score) };
  const other = await tk.createCourse({ instructor, students: [student] });
  foreignActivityId = (await ledger.activityOf(other.courseId, await plannedActivity(other)))!;
});

afterAll(() => tk?.close());

const cell = (user: string, activityId = activity.id) => tk.kernel.knex('grade_overrides').where({ activity_id: activityId, user_id: user }).first('course_id', 'grade', 'updated_by');
const input = (over: Partial<Parameters<GradeLedger['setStudentGrade']>[0]> = {}) => ({
  courseId: course.courseId,
  column: activity.componentId,
  userId: student.id,
  grade: 4.256,
  by: instructor.id,
  customMaxScore: 999,
  ...over,
});

describe("one student's grade in one statement (setStudentGrade)", () => {
  it('stores the grade by the component id or the activity id, answers the activity, and tells the listeners once it is stored', async () => {
    const heard: { change: GradeChange; stored: unknown }[] = [];
    const stop = ledger.onChange((change) => {
      // The listener reads the row on the root connection: the write must be durable by then.
      void cell(student.id).then((stored) => heard.push({ change, stored }));
    });
    try {
      expect(await ledger.setStudentGrade(input())).toMatchObject({ activityId: activity.id });
      expect(await cell(student.id)).toEqual({ course_id: course.courseId, grade: 4.26, updated_by: instructor.id });
      expect(await ledger.setStudentGrade(input({ column: activity.id, grade: activity.maxScore }))).toMatchObject({ activityId: activity.id });
      expect(await cell(student.id)).toMatchObject({ grade: activity.maxScore });
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[0]!.change).toEqual({ courseId: course.courseId, userIds: [student.id], activityIds: [activity.id] });
      expect(heard[0]!.stored).toBeDefined();
    } finally {
      stop();
    }
  });

  it("answers the student's grades as they stand after the write: the written cell, the student's other cells and final grade, no one else's", async () => {
    const other = (await ledger.activityOf(course.courseId, await plannedActivity(course)))!;
    const classmate = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: classmate.id });
    await ledger.setExcused({ courseId: course.courseId, activityId: other, userId: student.id, excused: true, by: instructor.id });
    await ledger.setGrade({ courseId: course.courseId, activityId: activity.id, userId: classmate.id, grade: 1, by: instructor.id });
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: 81.5, by: instructor.id });
    const written = await ledger.setStudentGrade(input({ grade: 3 }));
    const byActivity = <T extends { activityId: string }>(entries: T[]) => [...entries].sort((a, b) => (a.activityId < b.activityId ? -1 : 1));
    expect(written!.activityId).toBe(activity.id);
    expect(byActivity(written!.entries)).toEqual(
      byActivity([
        { userId: student.id, activityId: activity.id, grade: 3, excused: false, updatedBy: instructor.id, updatedAt: expect.any(Date) },
        { userId: student.id, activityId: other, grade: null, excused: true, updatedBy: instructor.id, updatedAt: expect.any(Date) },
      ]),
    );
    expect(written!.finalGrades).toEqual([{ userId: student.id, percent: 81.5 }]);
    // What the ledger's read answers after the write is what the write answered.
    const read = await tk.kernel.resolve(coreServices.gradebookRecords).studentLedgers(course.courseId, [student.id]);
    expect(byActivity(read.entries)).toEqual(byActivity(written!.entries));
    expect(read.finalGrades).toEqual(written!.finalGrades);
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: null, by: instructor.id });
  });

  it('stores nothing and answers null for a grade above the max score, a user who is not a student of the course, or a column not of the course', async () => {
    const heard: GradeChange[] = [];
    const stop = ledger.onChange((change) => heard.push(change));
    try {
      const fresh = await tk.createUser('student');
      await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: fresh.id });
      expect(await ledger.setStudentGrade(input({ userId: fresh.id, grade: activity.maxScore + 0.01 }))).toBeNull();
      expect(await cell(fresh.id)).toBeUndefined();
      for (const userId of [stranger.id, assistant.id, instructor.id, '0'.repeat(24)]) {
        expect(await ledger.setStudentGrade(input({ userId }))).toBeNull();
        expect(await cell(userId)).toBeUndefined();
      }
      for (const column of [foreignActivityId, '0'.repeat(24)]) {
        expect(await ledger.setStudentGrade(input({ column }))).toBeNull();
      }
      expect(await cell(student.id, foreignActivityId)).toBeUndefined();
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 100_000_000])('refuses %s as a grade, storing nothing', async (grade) => {
    const fresh = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: fresh.id });
    await expect(ledger.setStudentGrade(input({ userId: fresh.id, grade }))).rejects.toMatchObject({ errno: 'validation-failed', fields: [{ field: 'grade' }] });
    expect(await cell(fresh.id)).toBeUndefined();
  });
});
