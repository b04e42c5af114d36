import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreServices, type GradeChange, type GradeLedger } from '@lms/contract';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { gradebookTypesPlugin, gradeListenerPlugin, type PlannedSubmission } from './gradebookTypes.ts';

let tk: TestKernel;
/** The ledger as the plugin that writes grades reaches it. */
let ledger: GradeLedger;
let instructor: TestUser;
let student: TestUser;
let course: CourseFixture;
let activityId: string;
/** What a listener in another plugin (a gradebook) heard. */
const heard: GradeChange[] = [];

/** Lets every promise callback due run (a knex transaction settles a few ticks after its commit). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin, gradeListenerPlugin] });
  ledger = tk.kernel.resolveFor('gradebook-types', coreServices.grading);
  tk.kernel.resolveFor('grade-listener', coreServices.grading).onChange((change) => heard.push(change));
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'planned' });
  activityId = (await ledger.activityOf(course.courseId, created.body._id as string))!;
});

beforeEach(() => {
  heard.length = 0;
});

afterAll(() => tk?.close());

const cellChange = (userId = student.id): GradeChange => ({ courseId: course.courseId, userIds: [userId], activityIds: [activityId] });
const submit = (submission: PlannedSubmission, trx?: Parameters<GradeLedger['recordSubmission']>[1]) => ledger.recordSubmission({ activityId, userId: student.id, submission }, trx);

describe('grade change notifications', () => {
  it("tell a listener in another plugin of every ledger write, once each, and of nothing that changed nothing", async () => {
    const attempt = await submit({ score: 3 });
    expect(heard).toEqual([cellChange()]);
    await ledger.updateSubmission(attempt.id, { score: 4 });
    expect(heard).toHaveLength(2);

    heard.length = 0;
    expect(await ledger.rescoreActivity(activityId)).toBe(0);
    await tk.kernel.knex('attempts').where({ id: attempt.id }).update({ submission: JSON.stringify({ score: 6 }) });
    expect(await ledger.rescoreActivity(activityId)).toBe(1);
    expect(heard).toEqual([cellChange()]);

    heard.length = 0;
    const by = instructor.id;
    await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 8, by });
    await ledger.setExcused({ courseId: course.courseId, activityId, userId: student.id, excused: true, by });
    await ledger.setFinalGrade({ courseId: course.courseId, userId: student.id, percent: 75, by });
    expect(heard).toEqual([cellChange(), cellChange(), { courseId: course.courseId, userIds: [student.id], activityIds: [] }]);

    heard.length = 0;
    expect(await ledger.removeSubmissions(activityId, student.id)).toBe(1);
    expect(await ledger.removeSubmissions(activityId, student.id)).toBe(0);
    expect(heard).toEqual([cellChange()]);
  });

  it("tell nothing inside the caller's transaction, and once each after it commits", async () => {
    await tk.kernel.knex.transaction(async (trx) => {
      const attempt = await submit({ score: 2 }, trx);
      await ledger.updateSubmission(attempt.id, { score: 3 }, trx);
      await ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 1, by: instructor.id }, trx);
      ledger.notifyChange({ courseId: course.courseId, userIds: 'all', activityIds: 'all' }, trx);
      await settled();
      expect(heard).toEqual([]);
    });
    await settled();
    expect(heard).toEqual([cellChange(), cellChange(), cellChange(), { courseId: course.courseId, userIds: 'all', activityIds: 'all' }]);
  });

  it('tell nothing of a transaction that rolls back, nor of a savepoint inside one', async () => {
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await submit({ score: 2 }, trx);
        await trx.transaction((savepoint) => ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: 5, by: instructor.id }, savepoint));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await settled();
    expect(heard).toEqual([]);
  });

  it('tell of a savepoint once the transaction around it commits', async () => {
    await tk.kernel.knex.transaction(async (trx) => {
      await trx.transaction((savepoint) => ledger.setExcused({ courseId: course.courseId, activityId, userId: student.id, excused: false, by: instructor.id }, savepoint));
      await settled();
      expect(heard).toEqual([]);
    });
    await settled();
    expect(heard).toEqual([cellChange()]);
  });

  it('tell nothing of a write refused', async () => {
    await expect(ledger.setGrade({ courseId: course.courseId, activityId, userId: student.id, grade: -1, by: instructor.id })).rejects.toMatchObject({ errno: 'validation-failed' });
    await expect(ledger.updateSubmission('0'.repeat(24), { score: 1 })).rejects.toMatchObject({ errno: 'not-found' });
    await settled();
    expect(heard).toEqual([]);
  });

  it('go on when a listener throws or rejects: the write stands and the other listeners hear it', async () => {
    const stopThrowing = ledger.onChange(() => {
      throw new Error('a listener bug');
    });
    const stopRejecting = ledger.onChange(async () => {
      throw new Error('an async listener bug');
    });
    const attempt = await submit({ score: 1 });
    await settled();
    expect(heard).toEqual([cellChange()]);
    expect(await ledger.attempt(attempt.id)).toMatchObject({ score: 1 });
    stopThrowing();
    stopRejecting();
  });

  it('stop once a listener stops listening; notifyChange without a transaction tells at once', async () => {
    const own: GradeChange[] = [];
    const stop = ledger.onChange((change) => own.push(change));
    ledger.notifyChange({ courseId: course.courseId, userIds: [student.id], activityIds: 'all' });
    stop();
    ledger.notifyChange({ courseId: course.courseId, userIds: 'all', activityIds: [activityId] });
    expect(own).toEqual([{ courseId: course.courseId, userIds: [student.id], activityIds: 'all' }]);
    expect(heard).toHaveLength(2);
  });
});

describe('a late attempt in the ledger', () => {
  const policy = { penalty: 10, per: 3600, max: 100 };
  const appliedOf = async (attemptId: string) => (await tk.kernel.knex('attempts').where({ id: attemptId }).first('policy_applied')).policy_applied;

  it("keeps how the hook's late deduction was made as policy_applied, and null for work on time", async () => {
    const late = await submit({ score: 4.5, late: { rawScore: 5.004, percent: 10, latenessSeconds: 3600, policy } });
    expect(late.score).toBe(4.5);
    expect(await appliedOf(late.id)).toEqual({ raw_score: 5, percent: 10, lateness_seconds: 3600, policy });
    const onTime = await submit({ score: 5 });
    expect(await appliedOf(onTime.id)).toBeNull();

    await ledger.updateSubmission(late.id, { score: 5 });
    expect(await appliedOf(late.id)).toBeNull();
  });

  it('rescoring picks up a changed deduction even when the score stays', async () => {
    const attempt = await submit({ score: 4, late: { rawScore: 5, percent: 20, latenessSeconds: 7200, policy } });
    const lighter = { score: 4, late: { rawScore: 4.44, percent: 10, latenessSeconds: 3600, policy } };
    await tk.kernel.knex('attempts').where({ id: attempt.id }).update({ submission: JSON.stringify(lighter) });
    expect(await ledger.rescoreActivity(activityId)).toBe(1);
    expect(await appliedOf(attempt.id)).toEqual({ raw_score: 4.44, percent: 10, lateness_seconds: 3600, policy });
    expect(await ledger.rescoreActivity(activityId)).toBe(0);
  });

  it('refuses a hook answer with a deduction out of range, recording nothing', async () => {
    const before = (await ledger.attempts(activityId, student.id)).length;
    await expect(submit({ score: 1, late: { rawScore: 5, percent: 150, latenessSeconds: 60, policy } })).rejects.toThrow('returned an invalid score');
    expect(await ledger.attempts(activityId, student.id)).toHaveLength(before);
  });
});
