import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeLedgerComponent, replaceLedgerActivity, storeGradedAttempt } from '@lms/sdk/testing';
import { cellOf } from '../../src/calls/gradebookCalls.ts';
import { gradebookWorld, placeGradedComponent, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

const HOUR_MS = 3_600_000;
const POLICY = { penalty: 10, per: 86400, max: 50 };

let world: GradebookWorld;
let path: string;
let quiz: ComponentActivity;
let due: Date;
/** Ada's: 25 hours late, 20% taken off 8 at submission. */
let adaLate: string;
/** Bob's: 3 hours late, scored before the policy was set (nothing taken off 9). */
let bobLate: string;
let elsewhere: string;

beforeAll(async () => {
  world = await gradebookWorld();
  path = `late_work/${world.course.courseId}`;
  const [numbers] = world.course.lessons;
  quiz = await placeGradedComponent(world, { pageId: numbers!.pageIds[0]!, position: 0 }, { title: 'Counting quiz', maxScore: 10 });
  due = new Date(world.tk.clock.now().getTime() - 72 * HOUR_MS);
  await replaceLedgerActivity(world.tk, quiz.componentId, { schedule: { due_date: due.toISOString(), policy: POLICY } });
  const { courseId } = world.course;
  adaLate = await storeGradedAttempt(world.tk, {
    courseId,
    activityId: quiz.activityId,
    userId: world.ada.id,
    score: 6.4,
    maxScore: 10,
    at: new Date(due.getTime() + 25 * HOUR_MS),
    policyApplied: { raw_score: 8, percent: 20, lateness_seconds: 90_000, policy: POLICY },
  });
  bobLate = await storeGradedAttempt(world.tk, { courseId, activityId: quiz.activityId, userId: world.bob.id, score: 9, maxScore: 10, at: new Date(due.getTime() + 3 * HOUR_MS) });
  await storeGradedAttempt(world.tk, { courseId, activityId: quiz.activityId, userId: world.cy.id, score: 7, maxScore: 10, at: new Date(due.getTime() - HOUR_MS) });
  const other = await world.tk.createCourse({ instructor: world.professor, students: [world.ada] });
  const otherQuiz = await placeLedgerComponent(world.tk, { courseId: other.courseId, pageId: other.first.pageId, position: 0, type: 'quiz', title: 'Elsewhere', maxScore: 10 });
  elsewhere = await storeGradedAttempt(world.tk, { courseId: other.courseId, activityId: otherQuiz.activityId, userId: world.ada.id, score: 5, maxScore: 10, at: world.tk.clock.now() });
});

afterAll(() => world?.tk.close());

/** The quiz's cell of a student in the instructor gradebook. */
async function quizCell(studentId: string) {
  const answer = await world.professorClient.get(`gradebook/${world.course.courseId}/`);
  const column = answer.body.columns.findIndex((c: { activity_id: string }) => c.activity_id === quiz.activityId);
  const row = answer.body.students.find((s: { id: string }) => s.id === studentId);
  return cellOf(row, column);
}

const decide = (attemptIds: string[], decision: string | null) => world.professorClient.post(path, { attempt_ids: attemptIds, decision });

describe('GET late_work/:courseId', () => {
  it('lists every submission after the due date, oldest first, with its lateness, the policy, its deduction and the scores', async () => {
    const answer = await world.professorClient.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.submissions).toEqual([
      {
        attempt_id: bobLate,
        activity_id: quiz.activityId,
        component_id: quiz.componentId,
        activity_title: 'Counting quiz',
        lesson_title: 'Numbers',
        student: { id: world.bob.id, firstname: 'Bob', lastname: 'Babbage', email: world.bob.email },
        submitted_at: new Date(due.getTime() + 3 * HOUR_MS).toISOString(),
        due_date: due.toISOString(),
        lateness_seconds: 10_800,
        policy: POLICY,
        deduction_percent: 10,
        score_before: 9,
        score_after: 8.1,
        score_counted: 9,
        max_score: 10,
        decision: null,
      },
      expect.objectContaining({ attempt_id: adaLate, lateness_seconds: 90_000, deduction_percent: 20, score_before: 8, score_after: 6.4, score_counted: 6.4, decision: null }),
    ]);
  });

  it('is for staff only: a student is refused (and never sees the others)', async () => {
    expect((await world.adaClient.get(path)).status).toBe(403);
    expect((await world.adaClient.post(path, { attempt_ids: [adaLate], decision: 'overdue_accepted' })).status).toBe(403);
    expect((await quizCell(world.ada.id)).score).toBe(6.4);
  });

  it('lets an assistant without manager rights read the list but not decide', async () => {
    const assistant = await world.tk.createUser('instructor');
    const course = await world.tk.createCourse({ instructor: world.professor, assistants: [assistant], students: [world.ada], settings: { assistants_no_mgr_rights: true } });
    const client = await world.tk.loginAs(assistant);
    expect(await client.get(`late_work/${course.courseId}`)).toMatchObject({ status: 200, body: { submissions: [] } });
    expect((await client.post(`late_work/${course.courseId}`, { attempt_ids: [adaLate], decision: 'overdue_accepted' })).status).toBe(403);
  });
});

describe('POST late_work/:courseId', () => {
  it('accepting without the policy raises the gradebook cell to the raw score; undo brings the deduction back', async () => {
    expect(await decide([adaLate], 'overdue_accepted')).toMatchObject({ status: 200, body: { status: 'OK', updated: 1 } });
    expect(await quizCell(world.ada.id)).toMatchObject({ score: 8 });
    expect((await quizCell(world.ada.id)).states).toContain('overdue_accepted');
    const listed = (await world.professorClient.get(path)).body.submissions.find((s: { attempt_id: string }) => s.attempt_id === adaLate);
    expect(listed).toMatchObject({ decision: 'overdue_accepted', score_counted: 8 });
    expect(await decide([adaLate], null)).toMatchObject({ status: 200 });
    expect((await quizCell(world.ada.id)).score).toBe(6.4);
  });

  it('applying the policy lowers a late score that was counted whole, in bulk with another', async () => {
    expect((await quizCell(world.bob.id)).score).toBe(9);
    expect(await decide([bobLate, adaLate], 'apply_policy')).toMatchObject({ status: 200, body: { updated: 2 } });
    expect(await quizCell(world.bob.id)).toMatchObject({ score: 8.1, label: 'Late work auto-deduction' });
    expect((await quizCell(world.ada.id)).score).toBe(6.4);
    await decide([bobLate, adaLate], null);
    expect((await quizCell(world.bob.id)).score).toBe(9);
  });

  it("answers not-found for another course's submission and stores nothing", async () => {
    const refused = await decide([bobLate, elsewhere], 'overdue_accepted');
    expect(refused).toMatchObject({ status: 404, body: { errno: 'not-found' } });
    expect((await quizCell(world.bob.id)).score).toBe(9);
  });

  it('refuses a bad body with 422', async () => {
    expect((await decide([], 'apply_policy')).status).toBe(422);
    expect((await decide([bobLate], 'manually_accepted')).status).toBe(422);
    expect((await world.professorClient.post(path, { attempt_ids: ['nope'], decision: null })).status).toBe(422);
    expect((await world.professorClient.post(path, { attempt_ids: [bobLate] })).status).toBe(422);
  });
});
