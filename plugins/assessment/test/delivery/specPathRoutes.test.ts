import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { quizBench, type QuizBench } from './support/quizBench.ts';

/** Issue 26 item 1: the spec's assessment calls at its paths, each onto the engine behind our own routes. */
let world: AssessmentWorld;
let choice: ApiItem;
let text: ApiItem;
let courseId: string;
let assessment: QuizBench['assessment'];

beforeAll(async () => {
  world = await assessmentWorld();
  ({ courseId, choice, text, assessment } = await quizBench(world, 10));
});

afterAll(() => world?.tk.close());

const b64 = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('taking an assessment at the spec paths', () => {
  it('signature/items starts the attempt, assessment/submit submits it, assessment/outcome reviews it', async () => {
    const { componentId } = await assessment({ show_correct_answers: 'immediately' });
    expect((await world.stranger.post('assessment/signature/items', { activity_id: componentId })).status).toBe(403);
    const signed = await world.learner.post('assessment/signature/items', { activity_id: componentId, state: 'initial', rendering_type: 'assess', type: 'submit_practice' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ activity_id: componentId, user_id: world.student.id, state: 'initial', attempt: { number: 1, preview: false } });
    expect(signed.body.session_id).toBe(signed.body.attempt._id);
    const resumed = await world.learner.post('assessment/signature/items', { activity_id: componentId, state: 'resume' });
    expect(resumed.body.session_id).toBe(signed.body.session_id);

    expect((await world.stranger.post('assessment/submit', { activity_id: componentId })).status).toBe(403);
    const submitted = await world.learner.post('assessment/submit', { activity_id: componentId, responses: { [choice._id]: 'b', [text._id]: 'mitochondria' } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ session_id: signed.body.session_id, user_id: world.student.id, activity_id: componentId, status: 'graded', score: 5, max_score: 5 });
    expect(submitted.body.dt_completed).toBe(submitted.body.submitted_at);

    const outcome = await world.learner.post(`assessment/outcome/${courseId}/${componentId}`, {});
    expect(outcome.body).toMatchObject({ session_id: signed.body.session_id, activity_id: componentId, number: 1, score: 5, responses: { [choice._id]: 'b' } });
    expect((await world.stranger.post(`assessment/outcome/${courseId}/${componentId}`, {})).status).toBe(403);
    const review = await world.learner.post('assessment/signature/items', { activity_id: componentId, state: 'review' });
    expect(review.body).toMatchObject({ state: 'review', session_id: signed.body.session_id, review: { score: 5 } });
  });

  it('refuses a payload naming no assessment component, and a visitor', async () => {
    const bad = await world.learner.post('assessment/submit', { activity_id: 'nope' });
    expect([bad.status, bad.body.fields?.[0]?.field]).toEqual([422, 'activity_id']);
    expect((await world.learner.post('assessment/submit', { activity_id: '0123456789abcdef01234567' })).body).toMatchObject({ errno: 'not-found', error: 'Component not found.' });
    expect((await world.tk.client().post('assessment/submit', { activity_id: '0123456789abcdef01234567' })).status).toBe(401);
  });

  it('learnosity-data records the caller’s own Completed session, also base64-encoded at learnosity-data/{code}', async () => {
    const { componentId } = await assessment();
    const started = await world.learner.post(`assessment/delivery/${courseId}/${componentId}/start/`, {});
    const report = { activity_id: componentId, session_id: started.body._id, user_id: world.student.id, course_id: courseId, status: 'Completed' };
    expect((await world.learner.post('learnosity-data', { ...report, user_id: world.instructor.id })).body).toMatchObject({ errno: 'access-denied', error: 'You can only report your own session.' });
    expect((await world.learner.post('learnosity-data', { ...report, status: 'Incomplete' })).status).toBe(422);
    expect((await world.stranger.post('learnosity-data', report)).status).toBe(403);
    const recorded = await world.learner.post('learnosity-data', report);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ session_id: started.body._id, user_id: world.student.id, activity_id: componentId, status: 'graded' });
    expect((await world.learner.post('learnosity-data', report)).body).toMatchObject({ errno: 'conflict', error: 'This session is not your running attempt at this assessment.' });

    const second = await assessment();
    const running = await world.learner.post(`assessment/delivery/${courseId}/${second.componentId}/start/`, {});
    const encoded = { ...report, activity_id: second.componentId, session_id: running.body._id };
    expect((await world.learner.post(`learnosity-data/${componentId}`, { b64: b64(encoded) })).body.fields[0]).toEqual({ field: 'b64', message: 'The session must be of the activity the address names.' });
    expect((await world.learner.post(`learnosity-data/${second.componentId}`, { b64: 'not json' })).status).toBe(422);
    expect((await world.stranger.post(`learnosity-data/${second.componentId}`, { b64: b64(encoded) })).status).toBe(403);
    const beacon = await world.learner.post(`learnosity-data/${second.componentId}`, { b64: b64(encoded) });
    expect(beacon.body).toMatchObject({ session_id: running.body._id, activity_id: second.componentId, status: 'graded' });
  });
});

describe('the item bank, sessions and reports at the spec paths', () => {
  it('assessment/get_item/post and update_itembank read the caller’s Questions by reference', async () => {
    const found = await world.teacher.post('assessment/get_item/post', { items: [text.reference, choice.reference, 'no-such-reference'] });
    expect(found.body.items.map((item: ApiItem) => item._id)).toEqual([text._id, choice._id]);
    expect(found.body.items[0]).toMatchObject({ reference: text.reference, type: 'short_text', content: expect.any(Object) });
    expect((await world.learner.post('assessment/get_item/post', { items: [text.reference] })).status).toBe(403);
    const refreshed = await world.teacher.post('assessment/update_itembank', { reference: choice.reference, flush_cache: true });
    expect(refreshed.body).toMatchObject({ reference: choice.reference, items: [{ _id: choice._id }] });
    expect((await world.teacher.post('assessment/update_itembank', { reference: 'no-such-reference' })).body).toMatchObject({ errno: 'not-found', error: 'Did not find this Question.' });
    expect((await world.learner.post('assessment/update_itembank', { reference: choice.reference })).status).toBe(403);
  });

  it('signature/data answers the sessions as regrade/get, signature/reports the reports of the course', async () => {
    const { componentId } = await assessment();
    await world.learner.post(`assessment/delivery/${courseId}/${componentId}/start/`, {});
    const submitted = await world.learner.post(`assessment/delivery/${courseId}/${componentId}/submit/`, { responses: { [choice._id]: 'b' } });
    const data = await world.teacher.post('assessment/signature/data', { session_id: [submitted.body._id], user_id: [world.student.id] });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.sessions).toHaveLength(1);
    expect(data.body.sessions[0]).toMatchObject({ session_id: submitted.body._id, user_id: world.student.id, score: 2 });
    expect((await world.learner.post('assessment/signature/data', { session_id: [submitted.body._id] })).status).toBe(403);
    expect((await world.teacher.post('assessment/signature/data', { session_id: ['0123456789abcdef01234567'] })).body.error).toBe('Did not find this session.');

    const reports = await world.teacher.post('assessment/signature/reports', { reports: [{ id: 'liveview', activity_id: componentId }, { id: 'itemdetails', activity_id: componentId }] });
    expect(reports.status, JSON.stringify(reports.body)).toBe(200);
    expect(reports.body.reports.map((report: { id: string }) => report.id)).toEqual(['liveview', 'itemdetails']);
    expect(reports.body.reports[0].data.students).toEqual([expect.objectContaining({ user_id: world.student.id, state: 'submitted' })]);
    expect(reports.body.reports[1].data).toMatchObject({ attempts: 1 });
    expect((await world.learner.post('assessment/signature/reports', { reports: [{ id: 'liveview', activity_id: componentId }] })).status).toBe(403);
  });
});
