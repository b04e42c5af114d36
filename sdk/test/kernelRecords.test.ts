import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, defineJob, definePlugin } from '../src/server.ts';
import { Type } from '../src/calls.ts';
import {
  courseCount,
  createTestKernel,
  dropQueuedJobs,
  enrol,
  enrolledCourseIds,
  jobsOfKind,
  ledgerActivity,
  ledgerAttempts,
  ledgerFinalGrade,
  ledgerGradeCell,
  paymentRecords,
  removeAccount,
  replaceStoredSubmission,
  replaceLedgerActivity,
  removeCourse,
  setLabelBundle,
  updateAccount,
  updateCourse,
  type TestClient,
  type TestKernel,
  type TestUser,
} from '../src/testing/index.ts';
import { testComponentsPlugin } from './fixtures/testComponentTypes.ts';

// A plugin with a job kind, so the queue holds jobs of a known kind.
const sweepJob = defineJob({ kind: 'sweep', payload: Type.Object({ n: Type.Integer() }), handler: async () => {} });
const chorePlugin = definePlugin({
  id: 'chores',
  version: '1.0.0',
  kernel: '^1',
  jobs: [sweepJob],
});

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let teacher: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [testComponentsPlugin, chorePlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
});
afterAll(() => tk?.close());

describe("the test harness's reads and writes of the kernel's records", () => {
  it('enrols a student once, lists their courses, and removes a course or an account with what hangs on it', async () => {
    const first = await tk.createCourse({ instructor });
    const second = await tk.createCourse({ instructor });
    expect(await enrol(tk, first.courseId, student.id)).toBe(true);
    expect(await enrol(tk, first.courseId, student.id)).toBe(false);
    // The test clock stands still: a later enrolment needs a later time to be listed after (ties go by course id).
    tk.clock.advance(1000);
    await enrol(tk, second.courseId, student.id);
    expect(await enrolledCourseIds(tk, student.id)).toEqual([first.courseId, second.courseId]);
    const learner = await tk.loginAs(student);
    expect((await learner.get(`courses/${first.courseId}/`)).status).toBe(200);

    const before = await courseCount(tk);
    await removeCourse(tk, second.courseId);
    expect(await courseCount(tk)).toBe(before - 1);
    expect(await enrolledCourseIds(tk, student.id)).toEqual([first.courseId]);
    const leaving = await tk.createUser('student');
    await enrol(tk, first.courseId, leaving.id);
    await removeAccount(tk, leaving.id);
    expect(await enrolledCourseIds(tk, leaving.id)).toEqual([]);
  });

  it("changes an account's and a course's stored fields", async () => {
    await updateAccount(tk, student.id, { firstname: 'Renamed', email_notifications: false, account_type: 'bot' });
    const people = tk.kernel.resolveFor('test-components', coreServices.people);
    expect(await people.byIds([student.id])).toEqual([expect.objectContaining({ firstname: 'Renamed', emailNotifications: false, bot: true })]);
    await updateAccount(tk, student.id, { account_type: 'standard' });
    const course = await tk.createCourse({ instructor });
    const start = new Date('2030-01-02T09:00:00.000Z');
    await updateCourse(tk, course.courseId, { start_date: start });
    const courses = tk.kernel.resolveFor('test-components', coreServices.courses);
    expect(await courses.summaries([course.courseId])).toEqual([expect.objectContaining({ startDate: start, endDate: null })]);
  });

  it('sets the default label bundle and a host of its own', async () => {
    const labels = tk.kernel.resolveFor('test-components', coreServices.labelBundle);
    await setLabelBundle(tk, { banned_words: 'darn' });
    expect(await labels.forHost('school.example')).toMatchObject({ banned_words: 'darn' });
    await setLabelBundle(tk, { banned_words: 'heck' });
    await setLabelBundle(tk, { banned_words: 'drat' }, 'school.example');
    expect(await labels.forHost('other.example')).toMatchObject({ banned_words: 'heck' });
    expect(await labels.forHost('school.example')).toMatchObject({ banned_words: 'drat' });
  });

  it("reads a component's ledger activity and a user's attempts at it", async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    const created = await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'quiz', title: 'Check', config: { answer: 'yes', points: 4 } });
    expect(created.status).toBe(201);
    const componentId = created.body._id as string;
    const activity = await ledgerActivity(tk, componentId);
    expect(activity).toMatchObject({ courseId, componentId, type: 'quiz', graded: true, manualGrading: false, maxScore: 4 });
    expect(await ledgerAttempts(tk, componentId, student.id)).toEqual([]);

    const ledger = tk.kernel.resolveFor('test-components', coreServices.grading);
    const right = await ledger.recordSubmission({ activityId: activity!.id, userId: student.id, submission: { answer: 'yes' } });
    await ledger.recordSubmission({ activityId: activity!.id, userId: student.id, submission: { answer: 'no' } });
    const attempts = await ledgerAttempts(tk, componentId, student.id);
    expect(attempts.map((attempt) => [attempt.score, attempt.maxScore, attempt.submission])).toEqual([
      [4, 4, { answer: 'yes' }],
      [0, 4, { answer: 'no' }],
    ]);
    expect(attempts[0]).toMatchObject({ id: right.id, courseId, activityId: activity!.id, userId: student.id, status: 'graded', needsManualGrading: false });
    expect(await ledgerAttempts(tk, componentId, instructor.id)).toEqual([]);
    expect(await ledgerActivity(tk, courseId)).toBeNull();
  });

  it("replaces an attempt's stored submission without rescoring it", async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    const created = await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'quiz', title: 'Check', config: { answer: 'yes', points: 4 } });
    const componentId = created.body._id as string;
    const activity = await ledgerActivity(tk, componentId);
    const ledger = tk.kernel.resolveFor('test-components', coreServices.grading);
    const attempt = await ledger.recordSubmission({ activityId: activity!.id, userId: student.id, submission: { answer: 'yes' } });
    await replaceStoredSubmission(tk, attempt.id, { answer: 'no' });
    expect((await ledgerAttempts(tk, componentId, student.id)).map((stored) => [stored.score, stored.submission])).toEqual([[4, { answer: 'no' }]]);
    expect(await ledger.rescoreActivity(activity!.id)).toBe(1);
    expect((await ledgerAttempts(tk, componentId, student.id)).map((stored) => stored.score)).toEqual([0]);
  });

  it("rewinds a ledger activity's schedule and settings, and reads instructor grades, excusals and final grades", async () => {
    const course = await tk.createCourse({ instructor, students: [student] });
    const { courseId, lessonId, pageId } = course.first;
    const created = await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'quiz', title: 'Check', config: { answer: 'yes', points: 4 } });
    const componentId = created.body._id as string;
    const policy = { penalty: 5, per: 3600, max: 100 };
    await replaceLedgerActivity(tk, componentId, { schedule: { due_date: '2030-01-01T00:00:00.000Z', policy }, settings: { score_visibility: 'never' } });
    const activity = (await ledgerActivity(tk, componentId))!;
    expect(activity).toMatchObject({ schedule: { open_date: null, due_date: '2030-01-01T00:00:00.000Z', policy }, settings: { score_visibility: 'never' } });

    const ledger = tk.kernel.resolveFor('test-components', coreServices.grading);
    expect(await ledgerGradeCell(tk, activity.id, student.id)).toBeNull();
    await ledger.setGrade({ courseId, activityId: activity.id, userId: student.id, grade: 3.5, by: instructor.id });
    await ledger.setExcused({ courseId, activityId: activity.id, userId: student.id, excused: true, by: instructor.id });
    expect(await ledgerGradeCell(tk, activity.id, student.id)).toMatchObject({ grade: 3.5, excused: true, updatedBy: instructor.id, updatedAt: expect.any(Date) });
    expect(await ledgerFinalGrade(tk, courseId, student.id)).toBeNull();
    await ledger.setFinalGrade({ courseId, userId: student.id, percent: 72.5, by: instructor.id });
    expect(await ledgerFinalGrade(tk, courseId, student.id)).toBe(72.5);
  });

  it("reads a user's payments, oldest first", async () => {
    const buyer = await tk.createUser('student');
    expect(await paymentRecords(tk, buyer.id)).toEqual([]);
    const first = await tk.createCourse({ instructor });
    const second = await tk.createCourse({ instructor });
    const desk = tk.kernel.resolveFor('test-components', coreServices.enrolments);
    await desk.recordPurchase({ userId: buyer.id, courseIds: [first.courseId], amount: 1200, paymentType: 'card', providerRef: 'test:one' });
    await desk.recordPurchase({ userId: buyer.id, courseIds: [second.courseId], amount: 0, paymentType: 'code', providerRef: 'test:two' });
    expect(await paymentRecords(tk, buyer.id)).toEqual([
      { courseId: first.courseId, amount: 1200, paymentType: 'card', providerRef: `test:one:${first.courseId}` },
      { courseId: second.courseId, amount: 0, paymentType: 'code', providerRef: `test:two:${second.courseId}` },
    ]);
  });

  it('lists the jobs of a kind and drops the queued ones only', async () => {
    const jobs = tk.kernel.resolveFor('chores', coreServices.jobs);
    const later = new Date(tk.clock.now().getTime() + 3600_000);
    await jobs.enqueue(sweepJob, { n: 1 });
    await tk.drainJobs();
    const queued = await jobs.enqueue(sweepJob, { n: 2 }, { runAt: later });
    expect((await jobsOfKind(tk, 'chores:sweep')).map((job) => [job.payload, job.status])).toEqual([
      [{ n: 1 }, 'done'],
      [{ n: 2 }, 'queued'],
    ]);
    expect((await jobsOfKind(tk, 'chores:sweep'))[1]).toMatchObject({ id: queued.id, kind: 'chores:sweep', runAt: later });
    expect(await dropQueuedJobs(tk, 'chores:sweep')).toBe(1);
    expect((await jobsOfKind(tk, 'chores:sweep')).map((job) => job.status)).toEqual(['done']);
  });
});
