import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/sdk';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';
import { beforeHandIn } from '../delivery/support/pendingHandIn.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let pages: string[];
let courseId: string;
/** single_choice (2 points, right: 'b'), short_text (3, 'mitochondria'), true_false (1, true), numeric (4, 9.81). */
let choice: ApiItem;
let text: ApiItem;
let truth: ApiItem;
let number: ApiItem;

const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';
const NOT_CURRENT = 'You can only go on from the Question you are on.';

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  const course = await world.tk.createCourse({
    instructor: world.instructor,
    students: [world.student],
    lessons: [{ title: 'Branching', pages: Array.from({ length: 10 }, (_, n) => ({ title: `Quiz ${n}` })) }],
  });
  courseId = course.courseId;
  pages = course.lessons[0]!.pageIds.map((pageId) => `${courseId}/${course.first.lessonId}/${pageId}`);
  const create = async (body: object) => (await world.teacher.post('assessment/items/', body)).body as ApiItem;
  choice = await create(draft('single_choice', { points: 2 }));
  text = await create(draft('short_text', { points: 3 }));
  truth = await create(draft('true_false', { points: 1 }));
  number = await create(draft('numeric', { points: 4 }));
});

afterAll(() => world?.tk.close());

/**
 * choice: right -> truth, wrong -> text; text: right -> truth, wrong -> end;
 * truth: right -> end, wrong -> number; number -> end.
 */
function branching(overrides: Partial<AssessmentConfig> = {}): Partial<AssessmentConfig> {
  return {
    sub_type: 'branching',
    items: [choice, text, truth, number].map((item) => ({ id: item._id, points: item.points })),
    adaptive: {
      [choice._id]: { correct: truth._id, incorrect: text._id },
      [text._id]: { correct: truth._id, incorrect: 'end' },
      [truth._id]: { correct: 'end', incorrect: number._id },
      [number._id]: { correct: 'end', incorrect: 'end' },
    },
    ...overrides,
  };
}

async function assessment(overrides: Partial<AssessmentConfig>): Promise<{ path: string; componentId: string }> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, ...overrides };
  const created = await world.teacher.post(`components/${pages.shift()}/new/`, { type: 'assessment', title: 'Branching quiz', config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { path: `assessment/delivery/${courseId}/${created.body._id}/`, componentId: created.body._id };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();

describe('a branching quiz (attempt/next/)', () => {
  it('delivers one item at a time along the path, keeps each passed answer and scores only the path', async () => {
    const { path, componentId } = await assessment(branching());
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.body.path).toEqual([choice._id]);
    expect(ids(started.body.items)).toEqual([choice._id]);

    const skipping = await world.learner.post(`${path}attempt/next/`, { item_id: text._id });
    expect([skipping.status, skipping.body.error]).toEqual([409, NOT_CURRENT]);

    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'a' } });
    const wrong = await world.learner.post(`${path}attempt/next/`, { item_id: choice._id });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(200);
    expect(wrong.body).toEqual({ next: text._id });

    const again = await world.learner.post(`${path}attempt/next/`, { item_id: choice._id });
    expect([again.status, again.body.error]).toEqual([409, NOT_CURRENT]);
    // A passed answer is kept as it was when the taker went on: saving it again changes nothing.
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b', [text._id]: 'Mitochondria' } });
    const running = await world.learner.get(`${path}attempt/`);
    expect(running.body.path).toEqual([choice._id, text._id]);
    expect(ids(running.body.items)).toEqual([choice._id, text._id]);
    expect(running.body.items[1]).toMatchObject({ type: 'short_text', points: 3 });
    expect(JSON.stringify(running.body.items)).not.toMatch(/mitochondria/i);
    expect(running.body.responses).toEqual({ [choice._id]: 'a', [text._id]: 'Mitochondria' });

    expect((await world.learner.post(`${path}attempt/next/`, { item_id: text._id })).body).toMatchObject({ next: truth._id });
    await world.learner.put(`${path}attempt/`, { responses: { [truth._id]: true } });
    const last = await world.learner.post(`${path}attempt/next/`, { item_id: truth._id });
    expect(last.body).toEqual({ next: 'end' });
    expect((await world.learner.get(`${path}attempt/`)).body.path).toEqual([choice._id, text._id, truth._id, 'end']);
    expect((await world.learner.post(`${path}attempt/next/`, { item_id: truth._id })).status).toBe(409);

    const submitted = await world.learner.post(`${path}submit/`, {});
    // choice 0 of 2 (its kept answer), text 3 of 3, truth 1 of 1; number was never reached.
    expect(submitted.body).toMatchObject({ status: 'graded', score: 4, max_score: 6 });
    const activityId = (await ledger.activityOf(courseId, componentId))!;
    const [recorded] = await ledger.attempts(activityId, world.student.id);
    expect([Number(recorded!.score), Number(recorded!.maxScore)]).toEqual([4, 6]);
  });

  it('follows the correct step of a right answer and submits mid-path with the items reached so far', async () => {
    const { path } = await assessment(branching());
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    expect((await world.learner.post(`${path}attempt/next/`, { item_id: choice._id })).body.next).toBe(truth._id);
    const row = await world.tk.kernel.knex('assessment_attempts').where({ user_id: world.student.id, state: 'in_progress' }).first();
    expect(row.path).toEqual([{ item_id: choice._id, response: 'b' }, { item_id: truth._id }]);
    const submitted = await world.learner.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ score: 2, max_score: 3 });
  });

  it('ends the path at a step to an item already passed', async () => {
    const { path } = await assessment(branching({ adaptive: { ...branching().adaptive, [choice._id]: { correct: 'end', incorrect: choice._id } } }));
    await world.learner.post(`${path}start/`, {});
    expect((await world.learner.post(`${path}attempt/next/`, { item_id: choice._id })).body).toEqual({ next: 'end' });
  });

  it('ends the path at a step to an item pickx left out', async () => {
    const { path } = await assessment(branching({ pickx: 1 }));
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.body.items).toHaveLength(1);
    const only = started.body.path[0];
    // Every next step of every item names another item (not delivered) or the end.
    expect((await world.learner.post(`${path}attempt/next/`, { item_id: only })).body).toEqual({ next: 'end' });
    expect((await world.learner.post(`${path}submit/`, {})).body.max_score).toBe(started.body.items[0].points);
  });

  it('lets one of two simultaneous steps from the same item through', async () => {
    const { path } = await assessment(branching());
    await world.learner.post(`${path}start/`, {});
    const answers = await Promise.all([0, 1].map(() => world.learner.post(`${path}attempt/next/`, { item_id: choice._id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await world.learner.get(`${path}attempt/`)).body.path).toEqual([choice._id, text._id]);
    await world.learner.post(`${path}submit/`, {});
  });

  it("refuses to go on after the time limit or the student's own close date, and at a quiz that is not a branching one", async () => {
    world.tk.clock.set(world.tk.clock.now());
    try {
      const timed = await assessment(branching({ time_limit: 900 }));
      await world.learner.post(`${timed.path}start/`, {});
      await beforeHandIn(world.tk);
      world.tk.clock.advance(906 * 1000);
      const late = await world.learner.post(`${timed.path}attempt/next/`, { item_id: choice._id });
      expect([late.status, late.body.error]).toEqual([409, PREVENTED]);
      await world.learner.post(`${timed.path}submit/`, {});
    } finally {
      world.tk.clock.reset();
    }
    // A student's own close date (an override) stops the path as it stops saves.
    const overridden = await assessment(branching());
    await world.learner.post(`${overridden.path}start/`, {});
    const override = await world.teacher.post(`assessment_override/${courseId}/${overridden.componentId}/${world.student.id}`, { close_date: iso(-3600) });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    const closed = await world.learner.post(`${overridden.path}attempt/next/`, { item_id: choice._id });
    expect([closed.status, closed.body.error]).toEqual([409, PREVENTED]);

    const plain = await assessment({ items: [{ id: choice._id, points: 2 }] });
    const started = await world.learner.post(`${plain.path}start/`, {});
    expect(started.body.path).toBeNull();
    const refused = await world.learner.post(`${plain.path}attempt/next/`, { item_id: choice._id });
    expect([refused.status, refused.body.error]).toEqual([409, 'This assessment is not a branching quiz.']);
    const malformed = await world.learner.post(`${plain.path}attempt/next/`, { item_id: 'end' });
    expect(malformed.status).toBe(422);
  });

  it('answers 404 without a running attempt, and lets a professor preview a path', async () => {
    const { path } = await assessment(branching());
    const none = await world.learner.post(`${path}attempt/next/`, { item_id: choice._id });
    expect([none.status, none.body.error]).toEqual([404, 'Assessment is not ready']);
    await world.teacher.post(`${path}start/`, {});
    await world.teacher.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } });
    expect((await world.teacher.post(`${path}attempt/next/`, { item_id: choice._id })).body.next).toBe(truth._id);
    await world.teacher.put(`${path}attempt/`, { responses: { [truth._id]: false } });
    expect((await world.teacher.post(`${path}attempt/next/`, { item_id: truth._id })).body.next).toBe(number._id);
    const submitted = await world.teacher.post(`${path}submit/`, { responses: { [number._id]: '9.8' } });
    expect(submitted.body).toMatchObject({ score: 6, max_score: 7 });
  });
});
