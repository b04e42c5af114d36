import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreServices, type ActivityRecordsContext, type GradebookRecords, type GradeChange, type GradeLedger } from '@lms/contract';
import { defineComponentType, definePlugin } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { createTestKernel, enrol, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { LATE_DECISION_MESSAGES } from '../../src/grading/LateDecisions.ts';
import { gradeListenerPlugin } from './gradebookTypes.ts';

const DUE = new Date('2026-01-10T12:00:00Z');
const POLICY = { penalty: 10, per: 86400, max: 50 };
/** The student whose own schedule (contributed by the `scheduled` type) moves the due date a month on. */
let extendedStudentId = '';

/** A gradable type scored from its submission, whose students may have their own due date (as an assessment override does). */
const scheduledType = defineComponentType<{ points: number }>({
  type: 'scheduled',
  title: 'Scheduled',
  configSchema: Type.Object({ points: Type.Number() }),
  defaults: { points: 10 },
  activity: {
    gradable: true,
    maxScore: (config) => config.points,
    studentSchedules: async (context: ActivityRecordsContext & { userIds: readonly string[] }) =>
      context.componentIds.map((componentId) => ({
        componentId,
        userId: extendedStudentId,
        openDate: null,
        dueDate: new Date('2026-02-10T12:00:00Z'),
        closeDate: null,
        submissionAttempts: null,
        policy: { penalty: 5, per: 3600, max: 100 },
      })),
  },
  grading: { score: ({ config, submission }) => ({ score: (submission as { score: number }).score, maxScore: config.points }) },
});

const plugin = definePlugin({ id: 'late-types', version: '1.0.0', kernel: '^1', componentTypes: [scheduledType] });

let tk: TestKernel;
let ledger: GradeLedger;
let records: GradebookRecords;
let instructor: TestUser;
let late: TestUser;
let onTime: TestUser;
let extended: TestUser;
let assistant: TestUser;
let course: CourseFixture;
let foreign: CourseFixture;
let activityId: string;
let lateAttemptId: string;
let foreignAttemptId: string;
const heard: GradeChange[] = [];
const settled = () => new Promise((resolve) => setImmediate(resolve));

async function scheduledActivity(target: CourseFixture): Promise<string> {
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${target.courseId}/${target.first.lessonId}/${target.first.pageId}/new/`, { type: 'scheduled' });
  const id = (await ledger.activityOf(target.courseId, created.body._id as string))!;
  await tk.kernel.knex('activities').where({ id }).update({ due_date: DUE, policy: JSON.stringify(POLICY), title: 'Essay' });
  return id;
}

async function submitAt(at: string, userId: string, id = activityId, score = 8): Promise<string> {
  tk.clock.set(at);
  return (await ledger.recordSubmission({ activityId: id, userId, submission: { score } })).id;
}

const stored = (id: string) => tk.kernel.knex('attempts').where({ id }).first('late_decision', 'late_decided_by', 'late_decided_at');

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [plugin, gradeListenerPlugin] });
  ledger = tk.kernel.resolveFor('late-types', coreServices.grading);
  records = tk.kernel.resolveFor('late-types', coreServices.gradebookRecords);
  tk.kernel.resolveFor('grade-listener', coreServices.grading).onChange((change) => heard.push(change));
  instructor = await tk.createUser('instructor');
  late = await tk.createUser('student', { firstname: 'Lee', lastname: 'Late' });
  onTime = await tk.createUser('student', { firstname: 'Tim', lastname: 'Prompt' });
  extended = await tk.createUser('student', { firstname: 'Eve', lastname: 'Extended' });
  assistant = await tk.createUser('instructor');
  extendedStudentId = extended.id;
  course = await tk.createCourse({ instructor, assistants: [assistant], students: [late, onTime, extended] });
  foreign = await tk.createCourse({ instructor, students: [late] });
  await enrol(tk, course.courseId, assistant.id);
  activityId = await scheduledActivity(course);
  lateAttemptId = await submitAt('2026-01-12T13:00:00Z', late.id);
  await submitAt('2026-01-09T12:00:00Z', onTime.id);
  await submitAt('2026-01-20T12:00:00Z', extended.id);
  await submitAt('2026-01-20T12:00:00Z', assistant.id);
  foreignAttemptId = await submitAt('2026-01-20T12:00:00Z', late.id, await scheduledActivity(foreign));
  tk.clock.reset();
});

beforeEach(() => {
  heard.length = 0;
});

afterAll(() => tk?.close());

describe('late attempts (gradebookRecords.lateAttempts)', () => {
  it("lists the students' attempts after their own due date (a schedule's, else the activity's), never staff's", async () => {
    const list = await records.lateAttempts(course.courseId);
    expect(list).toEqual([
      {
        attempt: expect.objectContaining({ id: lateAttemptId, userId: late.id, score: 8, maxScore: 10, late: null, lateDecision: null, submittedAt: new Date('2026-01-12T13:00:00Z') }),
        activity: { id: activityId, componentId: expect.any(String), type: 'scheduled', title: 'Essay', lessonId: course.first.lessonId, lessonTitle: expect.any(String) },
        student: { id: late.id, firstname: 'Lee', lastname: 'Late', email: late.email },
        dueDate: DUE,
        policy: POLICY,
      },
    ]);
  });

  it("uses the student's own due date and policy where their schedule sets them", async () => {
    await submitAt('2026-02-11T12:00:00Z', extended.id, activityId, 6);
    tk.clock.reset();
    const list = await records.lateAttempts(course.courseId);
    expect(list.map((entry) => [entry.student.id, entry.dueDate, entry.policy])).toEqual([
      [late.id, DUE, POLICY],
      [extended.id, new Date('2026-02-10T12:00:00Z'), { penalty: 5, per: 3600, max: 100 }],
    ]);
  });
});

describe('late decisions (GradeLedger.setLateDecision)', () => {
  it('stores the decision with who and when, tells the listeners after commit, and takes it back with null', async () => {
    tk.clock.set('2026-03-01T10:00:00Z');
    await ledger.setLateDecision({ courseId: course.courseId, attemptIds: [lateAttemptId, lateAttemptId], decision: 'overdue_accepted', by: instructor.id });
    await settled();
    expect(await stored(lateAttemptId)).toEqual({ late_decision: 'overdue_accepted', late_decided_by: instructor.id, late_decided_at: new Date('2026-03-01T10:00:00Z') });
    expect(heard).toEqual([{ courseId: course.courseId, userIds: [late.id], activityIds: [activityId] }]);
    expect((await records.lateAttempts(course.courseId))[0]!.attempt.lateDecision).toBe('overdue_accepted');
    expect((await records.studentLedgers(course.courseId, [late.id])).attempts[0]!.lateDecision).toBe('overdue_accepted');

    await ledger.setLateDecision({ courseId: course.courseId, attemptIds: [lateAttemptId], decision: 'apply_policy', by: instructor.id });
    expect(await stored(lateAttemptId)).toMatchObject({ late_decision: 'apply_policy' });
    await ledger.setLateDecision({ courseId: course.courseId, attemptIds: [lateAttemptId], decision: null, by: instructor.id });
    expect(await stored(lateAttemptId)).toEqual({ late_decision: null, late_decided_by: null, late_decided_at: null });
    tk.clock.reset();
  });

  it('refuses an empty list and another decision', async () => {
    await expect(ledger.setLateDecision({ courseId: course.courseId, attemptIds: [], decision: 'apply_policy', by: instructor.id })).rejects.toMatchObject({
      errno: 'validation-failed',
      fields: [{ field: 'attempt_ids', message: LATE_DECISION_MESSAGES.attempts }],
    });
    const wrong = { courseId: course.courseId, attemptIds: [lateAttemptId], decision: 'manually_accepted', by: instructor.id } as unknown as Parameters<GradeLedger['setLateDecision']>[0];
    await expect(ledger.setLateDecision(wrong)).rejects.toMatchObject({ errno: 'validation-failed', fields: [{ field: 'decision', message: LATE_DECISION_MESSAGES.decision }] });
    expect(await stored(lateAttemptId)).toMatchObject({ late_decision: null });
  });

  it("answers not-found and stores nothing when one attempt is another course's or unknown", async () => {
    for (const stranger of [foreignAttemptId, 'f'.repeat(24)]) {
      const input = { courseId: course.courseId, attemptIds: [lateAttemptId, stranger], decision: 'overdue_accepted' as const, by: instructor.id };
      await expect(ledger.setLateDecision(input)).rejects.toMatchObject({ errno: 'not-found', status: 404, message: LATE_DECISION_MESSAGES.notFound });
    }
    await settled();
    expect(await stored(lateAttemptId)).toMatchObject({ late_decision: null });
    expect(await stored(foreignAttemptId)).toMatchObject({ late_decision: null });
    expect(heard).toEqual([]);
  });

  it("keeps a check on the column: no other value is ever stored", async () => {
    await expect(tk.kernel.knex('attempts').where({ id: lateAttemptId }).update({ late_decision: 'maybe' })).rejects.toThrow();
  });
});
