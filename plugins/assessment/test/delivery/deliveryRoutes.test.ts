import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/sdk';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { AttemptStore } from '../../src/server/delivery/AttemptStore.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { quizBench, type QuizBench } from './support/quizBench.ts';
import { draft } from '../itemSamples.ts';
import { beforeHandIn } from './support/pendingHandIn.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let choice: ApiItem;
let text: ApiItem;
let courseId: string;
let assessment: QuizBench['assessment'];

const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  ({ courseId, choice, text, assessment } = await quizBench(world, 18));
});

afterAll(() => world?.tk.close());

const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();

describe('taking an assessment', () => {
  it('starts, serves the items without answers, autosaves, submits through the ledger and reviews', async () => {
    const { path, componentId } = await assessment({ show_correct_answers: 'immediately' });
    expect((await world.learner.get(path)).body).toEqual({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 1, number_of_opens: 1, opens: 0 });
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ number: 1, preview: false, opens: 1, deadline: null, responses: {} });
    expect(JSON.stringify(started.body.items)).not.toMatch(/"correct"|"answers"/);
    expect(started.body.items.map((item: { id: string; points: number }) => [item.id, item.points])).toEqual([[choice._id, 2], [text._id, 3]]);

    const first = await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'a' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } })).status).toBe(200);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [text._id]: 'mitochondria' } })).status).toBe(200);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [text._id]: 'mitochondria' } })).status).toBe(200);
    expect((await world.learner.get(`${path}attempt/`)).body.responses).toEqual({ [choice._id]: 'b', [text._id]: 'mitochondria' });
    const unknown = await world.learner.put(`${path}attempt/`, { responses: { nope: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('This Question is not in your attempt.');

    const submitted = await world.learner.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ number: 1, status: 'graded', score: 5, max_score: 5, late_seconds: 0, timed_out: false });
    const activityId = (await ledger.activityOf(courseId, componentId))!;
    const [recorded] = await ledger.attempts(activityId, world.student.id);
    expect(Number(recorded!.score)).toBe(5);

    const saveAfter = await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'a' } });
    expect([saveAfter.status, saveAfter.body.error]).toEqual([409, PREVENTED]);
    expect((await world.learner.post(`${path}submit/`, {})).body.error).toBe(PREVENTED);

    const review = await world.learner.get(`${path}review/`);
    expect(review.body).toMatchObject({ number: 1, visible: { score: true, responses: true, correct_answers: true }, score: 5, responses: { [choice._id]: 'b' } });
    expect(review.body.items[0].content.correct).toBe('b');
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'review', attempts_used: 1, can_start: false });
    const again = await world.learner.post(`${path}start/`, {});
    expect([again.status, again.body.error]).toEqual([409, PREVENTED]);
  });

  it('hides what the visibility settings hide in the submit answer and the review', async () => {
    const { path } = await assessment({ submission_attempts: 2, show_score: 0, show_responses: 'never', show_correct_answers: 'never' });
    await world.learner.post(`${path}start/`, {});
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b' } });
    expect(submitted.body.status).toBe('graded');
    expect(submitted.body).not.toHaveProperty('score');
    const review = await world.learner.get(`${path}review/?number=1`);
    expect(review.body.visible).toEqual({ score: false, responses: false, correct_answers: false });
    expect(review.body).not.toHaveProperty('responses');
    expect(review.body).not.toHaveProperty('score');
    expect(JSON.stringify(review.body.items)).not.toMatch(/"correct"/);
    expect((await world.learner.get(`${path}review/?number=9`)).body.error).toBe('Assessment is not ready');
  });

  it("answers the latest submitted attempt's recorded status and score with the state, so the intro shows it on return", async () => {
    const { path } = await assessment({ submission_attempts: 2 });
    await world.learner.post(`${path}start/`, {});
    const submittedAt = (await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b' } })).body.submitted_at;
    expect((await world.learner.get(path)).body.recorded).toEqual({ number: 1, submitted_at: submittedAt, status: 'graded', score: 2, max_score: 5 });
    await world.learner.post(`${path}start/`, {});
    await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b', [text._id]: 'mitochondria' } });
    expect((await world.learner.get(path)).body.recorded).toMatchObject({ number: 2, status: 'graded', score: 5, max_score: 5 });
  });

  it('keeps the recorded score out of the state while show_score hides it, and says a Question waits for a person', async () => {
    const hidden = await assessment({ show_score: 0 });
    await world.learner.post(`${hidden.path}start/`, {});
    await world.learner.post(`${hidden.path}submit/`, { responses: { [choice._id]: 'b' } });
    const recorded = (await world.learner.get(hidden.path)).body.recorded;
    expect(recorded).toMatchObject({ number: 1, status: 'graded' });
    expect(recorded).not.toHaveProperty('score');
    expect(recorded).not.toHaveProperty('max_score');

    const essay = (await world.teacher.post('assessment/items/', draft('longtext'))).body as ApiItem;
    const pending = await assessment({ show_score: 2, items: [{ id: choice._id, points: 2 }, { id: essay._id, points: 1 }] });
    await world.learner.post(`${pending.path}start/`, {});
    await world.learner.post(`${pending.path}submit/`, { responses: { [choice._id]: 'b', [essay._id]: 'Some words.' } });
    expect((await world.learner.get(pending.path)).body.recorded).toMatchObject({ number: 1, status: 'needs_grading', score: 2, max_score: 3 });
  });

  it('refuses to start before the open date and after the close date with the spec messages', async () => {
    const early = await assessment({ open_date: '2030-04-02T08:30:00.000Z' });
    const refused = await world.learner.post(`${early.path}start/`, {});
    expect([refused.status, refused.body.error]).toEqual([409, 'The assessment will be available on 04/02/2030 08:30']);
    expect((await world.learner.get(early.path)).body).toMatchObject({ state: 'blocked', reason: 'not_open' });
    const late = await assessment({ due_date: iso(-7200), close_date: iso(-3600) });
    expect((await world.learner.post(`${late.path}start/`, {})).body.error).toBe(PREVENTED);
  });

  it('counts attempts and opens: a re-open increments opens, used-up attempts refuse', async () => {
    const { path } = await assessment({ submission_attempts: 2, show_responses: 'never' });
    await world.learner.post(`${path}start/`, {});
    const reopened = await world.learner.post(`${path}start/`, {});
    expect(reopened.body).toMatchObject({ number: 1, opens: 2 });
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'resume', opens: 2 });
    await world.learner.post(`${path}submit/`, {});
    expect((await world.learner.post(`${path}start/`, {})).body).toMatchObject({ number: 2, opens: 1 });
    await world.learner.post(`${path}submit/`, {});
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'blocked', reason: 'attempts', message: PREVENTED, attempts_used: 2, attempts_allowed: 2 });
    expect((await world.learner.post(`${path}start/`, {})).body.error).toBe(PREVENTED);
  });

  it('blocks opening again when the action code is 0', async () => {
    const { path } = await assessment({ number_of_opens: 0 });
    await world.learner.post(`${path}start/`, {});
    const again = await world.learner.post(`${path}start/`, {});
    expect([again.status, again.body.error]).toEqual([409, 'This assessment cannot be opened again.']);
  });

  it('answers one attempt to two starts at once', async () => {
    const { path, componentId } = await assessment();
    const [a, b] = await Promise.all([world.learner.post(`${path}start/`, {}), world.learner.post(`${path}start/`, {})]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body._id).toBe(b.body._id);
    const rows = await world.tk.kernel.knex('assessment_attempts').where({ user_id: world.student.id, component_id: componentId });
    expect(rows).toHaveLength(1);
  });

  it('snapshots the items at start: a bank edit does not change a running attempt', async () => {
    const own = (await world.teacher.post('assessment/items/', draft('single_choice'))).body as ApiItem;
    const { path } = await assessment({ items: [{ id: own._id, points: 2 }] });
    await world.learner.post(`${path}start/`, {});
    const edited = await world.teacher.put(`assessment/items/${own._id}/`, { ...draft('single_choice'), reference: own.reference, content: { choices: [{ id: 'x', text: 'New' }, { id: 'y', text: 'Other' }], correct: 'x' } });
    expect(edited.status).toBe(200);
    const attempt = await world.learner.get(`${path}attempt/`);
    expect(attempt.body.items[0].content.choices.map((c: { id: string }) => c.id)).toEqual(['a', 'b', 'c']);
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [own._id]: 'b' } });
    expect(submitted.body.score).toBe(2);
  });

  it('takes a submit after the server time limit as the attempt stood at its deadline, whatever the client sends', async () => {
    world.tk.clock.set(world.tk.clock.now());
    const { path } = await assessment({ time_limit: 900, due_date: iso(600), policy: { penalty: 10, per: 3600, max: 100 } });
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.body.deadline).toBe(iso(900));
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    await beforeHandIn(world.tk);
    world.tk.clock.advance(904 * 1000);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [text._id]: 'mitochondria' } })).status).toBe(200);
    world.tk.clock.advance(3600 * 1000);
    const tooLate = await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'a' } });
    expect([tooLate.status, tooLate.body.error]).toEqual([409, PREVENTED]);
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'a', [text._id]: 'wrong' } });
    // Taken at its deadline (900 s after start, 300 s after the due date): one started hour late, 10 % off.
    expect(submitted.body).toMatchObject({ timed_out: true, late_seconds: 300, score: 4.5, max_score: 5 });
  });

  it('refuses a submit after the close date', async () => {
    const { path } = await assessment({ due_date: iso(60), close_date: iso(120) });
    await world.learner.post(`${path}start/`, {});
    world.tk.clock.advance(126 * 1000);
    const refused = await world.learner.post(`${path}submit/`, {});
    expect([refused.status, refused.body.error]).toEqual([409, PREVENTED]);
  });

  it("lets a professor preview without recording a grade", async () => {
    const { path, componentId } = await assessment({ open_date: iso(86400) });
    expect((await world.teacher.get(path)).body).toMatchObject({ state: 'initial', can_start: true });
    expect((await world.teacher.post(`${path}start/`, {})).body.preview).toBe(true);
    const submitted = await world.teacher.post(`${path}submit/`, { responses: { [choice._id]: 'b' } });
    expect(submitted.body).toMatchObject({ status: 'graded', score: 2 });
    const activityId = (await ledger.activityOf(courseId, componentId))!;
    expect(await ledger.attempts(activityId, world.instructor.id)).toEqual([]);
    expect((await world.teacher.get(`${path}review/`)).body).toMatchObject({ score: 2, visible: { correct_answers: true } });
  });

  it('answers not ready without a running attempt, and someone outside the course is refused', async () => {
    const { path, componentId } = await assessment({ pickx: 1 });
    expect((await world.learner.get(`${path}attempt/`)).body.error).toBe('Assessment is not ready');
    expect((await world.stranger.get(path)).status).toBe(403);
    // max_score: with pickx 1, the item worth most.
    expect((await world.learner.get(`assessment/max_score/${courseId}/${componentId}/`)).body).toEqual({ max_score: 3 });
    expect((await world.stranger.get(`assessment/max_score/${courseId}/${componentId}/`)).status).toBe(403);
    // The spec's GET assessment/max_score/{id} names the component alone: the same answer, decided in its course.
    expect((await world.learner.get(`assessment/max_score/${componentId}`)).body).toEqual({ max_score: 3 });
    expect((await world.stranger.get(`assessment/max_score/${componentId}`)).status).toBe(403);
    expect((await world.learner.get('assessment/max_score/0123456789abcdef01234567')).body).toMatchObject({ errno: 'not-found', error: 'Component not found.' });
  });

  it('finds every autosaved answer on another node of the same database, and submits there', async () => {
    const { path } = await assessment();
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    await world.learner.put(`${path}attempt/`, { responses: { [text._id]: 'Mitochondria' } });
    const b = await world.tk.anotherNode();
    const learnerOnB = await b.loginAs(world.student);
    const attempt = await learnerOnB.get(`${path}attempt/`);
    expect(attempt.body.responses).toEqual({ [choice._id]: 'b', [text._id]: 'Mitochondria' });
    expect((await learnerOnB.post(`${path}submit/`, {})).body).toMatchObject({ status: 'graded', score: 5 });
  });

  it('claims, records in the ledger and keeps the score in one transaction: when the last step fails, the attempt still runs and the ledger holds nothing', async () => {
    const { path, componentId } = await assessment();
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    const activityId = (await ledger.activityOf(courseId, componentId))!;
    try {
      vi.spyOn(AttemptStore.prototype, 'recordScore').mockRejectedValueOnce(new Error('the disk is full'));
      expect((await world.learner.post(`${path}submit/`, {})).status).toBe(500);
    } finally {
      vi.restoreAllMocks();
    }
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'resume', attempts_used: 0 });
    expect(await ledger.attempts(activityId, world.student.id)).toEqual([]);
    expect((await world.learner.post(`${path}submit/`, {})).body).toMatchObject({ number: 1, status: 'graded', score: 2, max_score: 5 });
    expect(await ledger.attempts(activityId, world.student.id)).toHaveLength(1);
  });

  it('records one ledger attempt for two submits at once', async () => {
    const { path, componentId } = await assessment();
    await world.learner.post(`${path}start/`, {});
    const both = await Promise.all([world.learner.post(`${path}submit/`, {}), world.learner.post(`${path}submit/`, {})]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const activityId = (await ledger.activityOf(courseId, componentId))!;
    expect(await ledger.attempts(activityId, world.student.id)).toHaveLength(1);
  });
});
