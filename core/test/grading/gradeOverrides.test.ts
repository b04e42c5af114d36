import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/contract';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { gradebookTypesPlugin } from './gradebookTypes.ts';

let tk: TestKernel;
let ledger: GradeLedger;
let instructor: TestUser;
let student: TestUser;
let course: CourseFixture;
let activityId: string;
/** An activity of another course of the same instructor. */
let foreignActivityId: string;

async function plannedActivity(fixture: CourseFixture): Promise<string> {
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${fixture.courseId}/${fixture.first.lessonId}/${fixture.first.pageId}/new/`, { type: 'planned' });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return (await ledger.activityOf(fixture.courseId, created.body._id as string))!;
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin] });
  ledger = tk.kernel.resolveFor('gradebook-types', coreServices.grading);
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
  activityId = await plannedActivity(course);
  foreignActivityId = await plannedActivity(await tk.createCourse({ instructor, students: [student] }));
});

afterAll(() => tk?.close());

const cell = (user = student.id, activity = activityId) =>
  tk.kernel.knex('grade_overrides').where({ activity_id: activity, user_id: user }).first('course_id', 'grade', 'excused', 'created_by', 'updated_by', 'updated_at');
const finalGrade = (user = student.id) => tk.kernel.knex('course_grade_overrides').where({ course_id: course.courseId, user_id: user }).first('percent', 'updated_by', 'updated_at');

describe('the instructor grade of a cell (setGrade)', () => {
  it('keeps the grade with 2 decimals, who gave it and when, replaces it, and clears the cell with null', async () => {
    tk.clock.set(new Date('2030-04-01T09:00:00Z'));
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 7.456, by: instructor.id });
    expect(await cell()).toEqual({ course_id: course.courseId, grade: 7.46, excused: false, created_by: instructor.id, updated_by: instructor.id, updated_at: new Date('2030-04-01T09:00:00Z') });
    tk.clock.set(new Date('2030-04-02T09:00:00Z'));
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 0, by: instructor.id });
    expect(await cell()).toMatchObject({ grade: 0, updated_at: new Date('2030-04-02T09:00:00Z') });
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: null, by: instructor.id });
    expect(await cell()).toBeUndefined();
  });

  it.each([-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, 100_000_000, '5' as unknown as number])('refuses %s as a grade, storing nothing', async (grade) => {
    const other = await tk.createUser('student');
    await expect(ledger.setGrade({ courseId: course.courseId, activityId, userId: other.id, grade, by: instructor.id })).rejects.toMatchObject({
      errno: 'validation-failed',
      status: 422,
      fields: [{ field: 'grade', message: 'The grade must be a number from 0 to 99999999.99.' }],
    });
    expect(await cell(other.id)).toBeUndefined();
  });

  it("answers not-found for an unknown activity and for another course's", async () => {
    for (const unknown of ['0'.repeat(24), foreignActivityId]) {
      await expect(ledger.setGrade({ courseId: course.courseId, activityId: unknown, userId: student.id, grade: 3, by: instructor.id })).rejects.toMatchObject({ errno: 'not-found', status: 404, message: 'Activity not found.' });
    }
    expect(await cell(student.id, foreignActivityId)).toBeUndefined();
  });
});

describe('excusing a student from an activity (setExcused)', () => {
  it('keeps the excusal beside a grade; the cell goes once it holds neither', async () => {
    const by = instructor.id;
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: student.id, excused: true, by });
    expect(await cell()).toMatchObject({ grade: null, excused: true });
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: null, by });
    expect(await cell()).toMatchObject({ grade: null, excused: true });
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 4, by });
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: student.id, excused: false, by });
    expect(await cell()).toMatchObject({ grade: 4, excused: false });
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: null, by });
    expect(await cell()).toBeUndefined();
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: student.id, excused: false, by });
    expect(await cell()).toBeUndefined();
  });

  it("keeps a cell that still holds a student's own dates when its grade and excusal go", async () => {
    const other = await tk.createUser('student');
    await tk.kernel.knex('grade_overrides').insert({ id: 'e'.repeat(24), course_id: course.courseId, activity_id: activityId, user_id: other.id, due_date: new Date('2030-05-01T00:00:00Z') });
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: other.id, excused: true, by: instructor.id });
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: other.id, excused: false, by: instructor.id });
    expect(await cell(other.id)).toMatchObject({ grade: null, excused: false });
  });

  it('answers not-found for an activity of another course', async () => {
    await expect(ledger.setExcused({ courseId: course.courseId, activityId: foreignActivityId, userId: student.id, excused: true, by: instructor.id })).rejects.toMatchObject({ errno: 'not-found' });
    expect(await cell(student.id, foreignActivityId)).toBeUndefined();
  });
});

describe('the final-grade override (setFinalGrade)', () => {
  it('keeps the percent with 2 decimals, replaces it, and clears it with null', async () => {
    tk.clock.set(new Date('2030-06-01T00:00:00Z'));
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: 87.125, by: instructor.id });
    expect(await finalGrade()).toEqual({ percent: 87.13, updated_by: instructor.id, updated_at: new Date('2030-06-01T00:00:00Z') });
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: 100, by: instructor.id });
    expect((await finalGrade())?.percent).toBe(100);
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: null, by: instructor.id });
    expect(await finalGrade()).toBeUndefined();
  });

  it.each([-5, 10_000, Number.NaN])('refuses %s as a percent, storing nothing', async (percent) => {
    await expect(ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent, by: instructor.id })).rejects.toMatchObject({
      errno: 'validation-failed',
      fields: [{ field: 'percent', message: 'The final grade must be a percent from 0 to 9999.99.' }],
    });
    expect(await finalGrade()).toBeUndefined();
  });

  it('answers not-found for an unknown course', async () => {
    await expect(ledger.setFinalGrade({ courseId: '0'.repeat(24), userId: student.id, percent: 50, by: instructor.id })).rejects.toMatchObject({ errno: 'not-found', message: 'Course not found.' });
  });
});

describe("instructor grades in the caller's transaction", () => {
  it('writes inside it, and leaves nothing when it rolls back', async () => {
    const other = await tk.createUser('student');
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await ledger.setGrade({ courseId: course.courseId, activityId, userId: other.id, grade: 9, by: instructor.id }, trx);
        await ledger.setExcused({ courseId: course.courseId, activityId, userId: other.id, excused: true, by: instructor.id }, trx);
        await ledger.setFinalGrade({ courseId: course.courseId, userId: other.id, percent: 55, by: instructor.id }, trx);
        expect(await trx('grade_overrides').where({ activity_id: activityId, user_id: other.id }).first('grade', 'excused')).toEqual({ grade: 9, excused: true });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await cell(other.id)).toBeUndefined();
    expect(await finalGrade(other.id)).toBeUndefined();
  });
});
