import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/contract';
import type { Knex } from '@lms/sdk';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { defineComponentType, definePlugin, jsonSchema } from '@lms/sdk';

/**
 * A gradable type whose submission names its points and what a person gave:
 * `{earned, max, manual?: number | null}`. A `manual` of null waits for a person.
 */
interface EssaySubmission {
  earned: number;
  max: number;
  manual?: number | null;
}

/** The database the hook was last given to read through. */
let hookDb: Knex | undefined;

const essayType = defineComponentType<Record<string, never>>({
  type: 'essay',
  title: 'Essay',
  configSchema: jsonSchema({ type: 'object', properties: {} }),
  defaults: {},
  activity: { gradable: true, maxScore: () => 10, manualGrading: true },
  grading: {
    score: async ({ submission, activityId, db }) => {
      hookDb = db;
      // A hook that reads: through the transaction it is given (on PGlite the root connection would wait for it forever).
      if (!(await db('activities').where({ id: activityId }).first())) throw new Error('the activity is not there');
      const essay = submission as EssaySubmission;
      const waiting = essay.manual === null;
      return { score: essay.earned + (essay.manual ?? 0), maxScore: essay.max, needsManualGrading: waiting };
    },
  },
});

const essayPlugin = definePlugin({ id: 'essay-test', version: '1.0.0', kernel: '^1', componentTypes: [essayType] });

let tk: TestKernel;
let ledger: GradeLedger;
let student: TestUser;
let activityId: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [essayPlugin] });
  const instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student] });
  const teacher = await tk.loginAs(instructor);
  const created = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'essay' });
  ledger = tk.kernel.resolveFor('essay-test', coreServices.grading);
  activityId = (await ledger.activityOf(course.courseId, created.body._id as string))!;
});

afterAll(() => tk?.close());

describe('grade ledger: updating a stored submission', () => {
  it("rescores the new submission: score, status, manual state, graded_at, and keeps the first original score", async () => {
    tk.clock.set(new Date('2030-01-01T10:00:00Z'));
    const recorded = await ledger.recordSubmission({ activityId, userId: student.id, submission: { earned: 3, max: 10, manual: null } });
    expect(recorded).toMatchObject({ status: 'needs_grading', score: 3, maxScore: 10, needsManualGrading: true, gradedAt: null, originalScore: null });

    tk.clock.set(new Date('2030-01-02T10:00:00Z'));
    const graded = await ledger.updateSubmission(recorded.id, { earned: 3, max: 10, manual: 4.5 });
    expect(graded).toMatchObject({ id: recorded.id, status: 'graded', score: 7.5, maxScore: 10, needsManualGrading: false, originalScore: 3 });
    expect(graded.gradedAt).toEqual(new Date('2030-01-02T10:00:00Z'));
    expect(graded.submission).toEqual({ earned: 3, max: 10, manual: 4.5 });

    const regraded = await ledger.updateSubmission(recorded.id, { earned: 3, max: 10, manual: 6 });
    expect(regraded).toMatchObject({ score: 9, originalScore: 3 });
    expect(await ledger.attempt(recorded.id)).toMatchObject({ score: 9, status: 'graded', submission: { manual: 6 } });

    const reopened = await ledger.updateSubmission(recorded.id, { earned: 3, max: 10, manual: null });
    expect(reopened).toMatchObject({ status: 'needs_grading', needsManualGrading: true, gradedAt: null, score: 3, originalScore: 3 });
  });

  it('keeps original_score empty while the score has not moved', async () => {
    const recorded = await ledger.recordSubmission({ activityId, userId: student.id, submission: { earned: 2, max: 10, manual: null } });
    const graded = await ledger.updateSubmission(recorded.id, { earned: 2, max: 10, manual: 0 });
    expect(graded).toMatchObject({ status: 'graded', score: 2, originalScore: null });
  });

  it('writes inside the caller\'s transaction, and nothing when it rolls back', async () => {
    const recorded = await ledger.recordSubmission({ activityId, userId: student.id, submission: { earned: 1, max: 10, manual: null } });
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        const inside = await ledger.updateSubmission(recorded.id, { earned: 1, max: 10, manual: 5 }, trx);
        expect(inside.score).toBe(6);
        expect((await ledger.attempt(recorded.id, trx))?.score).toBe(6);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await ledger.attempt(recorded.id)).toMatchObject({ score: 1, status: 'needs_grading' });
  });

  it('refuses an unknown attempt', async () => {
    await expect(ledger.updateSubmission('0'.repeat(24), { earned: 1, max: 1 })).rejects.toMatchObject({ errno: 'not-found' });
    expect(await ledger.attempt('0'.repeat(24))).toBeNull();
  });
});

describe("grade ledger: every write in the caller's transaction", () => {
  it('records, rescores and removes inside the transaction, the hook reading through it, and leaves nothing when it rolls back', async () => {
    const other = await tk.createUser('student');
    const kept = await ledger.recordSubmission({ activityId, userId: other.id, submission: { earned: 1, max: 10, manual: null } });
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        expect(await ledger.activityOf(kept.courseId, '0'.repeat(24), trx)).toBeNull();
        const inside = await ledger.recordSubmission({ activityId, userId: other.id, submission: { earned: 4, max: 10, manual: null } }, trx);
        expect(hookDb).toBe(trx);
        expect((await ledger.attempts(activityId, other.id, trx)).map((row) => row.id)).toEqual([kept.id, inside.id]);
        await trx('attempts').where({ id: kept.id }).update({ submission: JSON.stringify({ earned: 1, max: 10, manual: 3 }) });
        expect(await ledger.rescoreActivity(activityId, trx)).toBe(1);
        expect((await ledger.attempt(kept.id, trx))?.score).toBe(4);
        expect(await ledger.removeSubmissions(activityId, other.id, trx)).toBe(2);
        expect(await ledger.attempts(activityId, other.id, trx)).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await ledger.attempts(activityId, other.id)).toEqual([kept]);
    await ledger.recordSubmission({ activityId, userId: other.id, submission: { earned: 2, max: 10, manual: null } });
    expect(hookDb).toBe(tk.kernel.knex);
  });
});

describe('grade ledger: rescoring an activity', () => {
  it('updates status, manual state and graded_at with the score, and keeps the first original score', async () => {
    const other = await tk.createUser('student');
    const pending = await ledger.recordSubmission({ activityId, userId: other.id, submission: { earned: 5, max: 10, manual: null } });
    // A plugin's hook that changes its mind (here: the stored submission rewritten under it) is what a rescore picks up.
    await tk.kernel.knex('attempts').where({ id: pending.id }).update({ submission: JSON.stringify({ earned: 5, max: 10, manual: 2 }) });
    tk.clock.set(new Date('2030-02-01T00:00:00Z'));
    expect(await ledger.rescoreActivity(activityId)).toBe(1);
    expect(await ledger.attempt(pending.id)).toMatchObject({ status: 'graded', needsManualGrading: false, score: 7, originalScore: 5, gradedAt: new Date('2030-02-01T00:00:00Z') });

    await tk.kernel.knex('attempts').where({ id: pending.id }).update({ submission: JSON.stringify({ earned: 5, max: 10, manual: 4 }) });
    await ledger.rescoreActivity(activityId);
    expect(await ledger.attempt(pending.id)).toMatchObject({ score: 9, originalScore: 5 });
    expect(await ledger.rescoreActivity(activityId)).toBe(0);
  });
});
