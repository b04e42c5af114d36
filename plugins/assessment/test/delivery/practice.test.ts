import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/sdk';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';
import { beforeHandIn } from './support/pendingHandIn.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let choice: ApiItem;
let text: ApiItem;
let essay: ApiItem;
let pages: string[];
let courseId: string;

const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';
const CHECK_UNAVAILABLE = 'The check answer button is not available now.';
const NO_MORE_HINTS = 'There are no more hints for this Question.';
const NO_MORE_TRIES = 'You have used all 5 tries for this Question.';

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  const course = await world.tk.createCourse({
    instructor: world.instructor,
    students: [world.student],
    lessons: [{ title: 'Practice', pages: Array.from({ length: 16 }, (_, n) => ({ title: `Quiz ${n}` })) }],
  });
  courseId = course.courseId;
  pages = course.lessons[0]!.pageIds.map((pageId) => `${courseId}/${course.first.lessonId}/${pageId}`);
  const post = async (body: object) => {
    const created = await world.teacher.post('assessment/items/', body);
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return created.body as ApiItem;
  };
  choice = await post({ ...draft('single_choice', { points: 2 }), hints: ['Think of the capital.', 'It is on the Seine.'] });
  text = await post({ ...draft('short_text', { points: 3 }), hints: [] });
  essay = await post(draft('longtext'));
});

afterAll(() => world?.tk.close());

const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();

/** An assessment of the three items on a page of its own: its delivery address. */
async function assessment(overrides: Partial<AssessmentConfig> = {}): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: choice._id, points: 2 }, { id: text._id, points: 3 }, { id: essay._id, points: 1 }], ...overrides };
  const created = await world.teacher.post(`components/${pages.shift()}/new/`, { type: 'assessment', title: 'Quiz', config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return `assessment/delivery/${courseId}/${created.body._id}/`;
}

describe('hints', () => {
  it('gives the hints one by one, counts them, keeps them for a reload and never sends one not asked for', async () => {
    const path = await assessment();
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.body.items.map((item: { hints_total: number }) => item.hints_total)).toEqual([2, 0, 0]);
    expect(JSON.stringify(started.body)).not.toContain('Seine');
    expect(started.body).toMatchObject({ hints_used: {}, hints: {} });

    const first = await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id });
    expect([first.status, first.body]).toEqual([200, { hint: 'Think of the capital.', hints_used: 1, hints_total: 2 }]);
    const reloaded = await world.learner.get(`${path}attempt/`);
    expect(reloaded.body).toMatchObject({ hints_used: { [choice._id]: 1 }, hints: { [choice._id]: ['Think of the capital.'] } });
    expect(JSON.stringify(reloaded.body)).not.toContain('Seine');

    expect((await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id })).body).toEqual({ hint: 'It is on the Seine.', hints_used: 2, hints_total: 2 });
    const third = await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id });
    expect([third.status, third.body.error]).toEqual([409, NO_MORE_HINTS]);
    const none = await world.learner.post(`${path}attempt/hint/`, { item_id: text._id });
    expect([none.status, none.body.error]).toEqual([409, NO_MORE_HINTS]);
    const unknown = await world.learner.post(`${path}attempt/hint/`, { item_id: 'f'.repeat(24) });
    expect([unknown.status, unknown.body.error]).toEqual([422, 'This Question is not in your attempt.']);

    await world.learner.post(`${path}submit/`, {});
    const after = await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id });
    expect([after.status, after.body.error]).toEqual([409, PREVENTED]);
  });

  it('counts two hint requests at once as two: the last hint is given once', async () => {
    const path = await assessment();
    await world.learner.post(`${path}start/`, {});
    await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id });
    const both = await Promise.all([world.learner.post(`${path}attempt/hint/`, { item_id: choice._id }), world.learner.post(`${path}attempt/hint/`, { item_id: choice._id })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await world.learner.get(`${path}attempt/`)).body.hints_used).toEqual({ [choice._id]: 2 });
  });

  it('refuses a body without an item, or with unknown fields', async () => {
    const path = await assessment();
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.post(`${path}attempt/hint/`, {})).status).toBe(422);
    expect((await world.learner.post(`${path}attempt/hint/`, { item_id: choice._id, extra: 1 })).status).toBe(422);
  });
});

describe('the inline check', () => {
  it('is refused when inline_check is never, and after the due date only once it has passed', async () => {
    const never = await assessment();
    await world.learner.post(`${never}start/`, {});
    const refused = await world.learner.post(`${never}attempt/check/`, { item_id: choice._id, response: 'b' });
    expect([refused.status, refused.body.error]).toEqual([409, CHECK_UNAVAILABLE]);
    expect((await world.learner.get(`${never}attempt/`)).body.responses).toEqual({});

    const later = await assessment({ inline_check: 'after_due_date', due_date: iso(600) });
    await world.learner.post(`${later}start/`, {});
    expect((await world.learner.post(`${later}attempt/check/`, { item_id: choice._id, response: 'b' })).body.error).toBe(CHECK_UNAVAILABLE);
    world.tk.clock.advance(601 * 1000);
    expect((await world.learner.post(`${later}attempt/check/`, { item_id: choice._id, response: 'b' })).body).toEqual({ correct: true });
  });

  it('saves the response, then says whether it is right (null for a Question a person scores)', async () => {
    const path = await assessment({ inline_check: 'immediately', accent_scoring: 1 });
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.post(`${path}attempt/check/`, { item_id: choice._id, response: 'a' })).body).toEqual({ correct: false });
    expect((await world.learner.post(`${path}attempt/check/`, { item_id: text._id, response: 'mitochondria' })).body).toEqual({ correct: true });
    expect((await world.learner.post(`${path}attempt/check/`, { item_id: essay._id, response: 'An essay.' })).body).toEqual({ correct: null });
    expect((await world.learner.get(`${path}attempt/`)).body.responses).toEqual({ [choice._id]: 'a', [text._id]: 'mitochondria', [essay._id]: 'An essay.' });
    const unknown = await world.learner.post(`${path}attempt/check/`, { item_id: 'f'.repeat(24), response: 'a' });
    expect([unknown.status, unknown.body.error]).toEqual([422, 'This Question is not in your attempt.']);
  });

  it('follows the time limit: no check once the attempt takes no more answers', async () => {
    const path = await assessment({ inline_check: 'immediately', time_limit: 900 });
    await world.learner.post(`${path}start/`, {});
    await beforeHandIn(world.tk);
    world.tk.clock.advance(906 * 1000);
    const late = await world.learner.post(`${path}attempt/check/`, { item_id: choice._id, response: 'b' });
    expect([late.status, late.body.error]).toEqual([409, PREVENTED]);
  });
});

describe('confidence', () => {
  it('is kept per Question when the assessment collects it, and refused otherwise', async () => {
    const off = await assessment();
    await world.learner.post(`${off}start/`, {});
    const refused = await world.learner.put(`${off}attempt/confidence/`, { item_id: choice._id, confidence: 'high' });
    expect([refused.status, refused.body.error]).toEqual([409, 'This assessment does not ask how sure you are of your answers.']);

    const path = await assessment({ confidence: true });
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.put(`${path}attempt/confidence/`, { item_id: choice._id, confidence: 'low' })).body).toEqual({ confidence: { [choice._id]: 'low' } });
    expect((await world.learner.put(`${path}attempt/confidence/`, { item_id: text._id, confidence: 'medium' })).body.confidence).toEqual({ [choice._id]: 'low', [text._id]: 'medium' });
    expect((await world.learner.put(`${path}attempt/confidence/`, { item_id: choice._id, confidence: 'high' })).body.confidence[choice._id]).toBe('high');
    expect((await world.learner.put(`${path}attempt/confidence/`, { item_id: choice._id, confidence: 'certain' })).status).toBe(422);
    expect((await world.learner.get(`${path}attempt/`)).body.confidence).toEqual({ [choice._id]: 'high', [text._id]: 'medium' });
    await world.learner.post(`${path}submit/`, {});
    expect((await world.learner.put(`${path}attempt/confidence/`, { item_id: choice._id, confidence: 'low' })).body.error).toBe(PREVENTED);
  });
});

describe('try again in review', () => {
  it('says whether each try is right, 5 times per Question, and never changes the score', async () => {
    const path = await assessment({ show_correct_answers: 'immediately' });
    await world.learner.post(`${path}start/`, {});
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'a', [text._id]: 'mitochondria' } });
    expect(submitted.body).toMatchObject({ score: 3, max_score: 6 });

    const right = await world.learner.post(`${path}review/retry/`, { number: 1, item_id: choice._id, response: 'b' });
    expect(right.body).toEqual({ correct: true, tries_used: 1, tries_left: 4 });
    for (const tries of [2, 3, 4, 5]) {
      expect((await world.learner.post(`${path}review/retry/`, { number: 1, item_id: choice._id, response: 'c' })).body).toEqual({ correct: false, tries_used: tries, tries_left: 5 - tries });
    }
    const sixth = await world.learner.post(`${path}review/retry/`, { number: 1, item_id: choice._id, response: 'b' });
    expect([sixth.status, sixth.body.error]).toEqual([409, NO_MORE_TRIES]);
    expect((await world.learner.post(`${path}review/retry/`, { number: 1, item_id: text._id, response: 'nucleus' })).body).toEqual({ correct: false, tries_used: 1, tries_left: 4 });

    const review = await world.learner.get(`${path}review/`);
    expect(review.body).toMatchObject({ score: 3, max_score: 6, retries: { [choice._id]: 5, [text._id]: 1 }, responses: { [choice._id]: 'a' } });
    const activityId = (await ledger.activityOf(courseId, path.split('/')[3]!))!;
    expect(Number((await ledger.attempts(activityId, world.student.id))[0]!.score)).toBe(3);
  });

  it('is refused while the review hides the responses, and for an attempt that is not there', async () => {
    const path = await assessment({ show_responses: 'never', show_score: 2 });
    await world.learner.post(`${path}start/`, {});
    await world.learner.post(`${path}submit/`, {});
    const hidden = await world.learner.post(`${path}review/retry/`, { number: 1, item_id: choice._id, response: 'b' });
    expect([hidden.status, hidden.body.error]).toEqual([409, 'You can try a Question again once the review shows your responses.']);
    const missing = await world.learner.post(`${path}review/retry/`, { number: 7, item_id: choice._id, response: 'b' });
    expect([missing.status, missing.body.error]).toEqual([404, 'Assessment is not ready']);
  });
});

describe("the review's per-Question results", () => {
  it('come with the score and the responses: right, wrong, waiting for a person', async () => {
    const path = await assessment();
    await world.learner.post(`${path}start/`, {});
    await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b', [text._id]: 'nucleus', [essay._id]: 'Some words.' } });
    const review = await world.learner.get(`${path}review/`);
    expect(review.body.results).toEqual({
      [choice._id]: { score: 2, max_score: 2, correct: true },
      [text._id]: { score: 0, max_score: 3, correct: false },
      [essay._id]: { score: null, max_score: 1, correct: null },
    });
    expect(review.body.status).toBe('needs_grading');
  });

  it('are left out when the score is hidden', async () => {
    const path = await assessment({ show_score: 0 });
    await world.learner.post(`${path}start/`, {});
    await world.learner.post(`${path}submit/`, { responses: { [choice._id]: 'b' } });
    const review = await world.learner.get(`${path}review/`);
    expect(review.body.visible).toMatchObject({ score: false, responses: true });
    expect(review.body).not.toHaveProperty('results');
  });
});
