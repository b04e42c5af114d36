import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredItem } from '../../src/server/delivery/deliveredItems.ts';
import { regradedItem } from '../../src/server/grading/ItemRegrade.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { draft } from '../itemSamples.ts';
import { gradingWorld, takeAssessment, type GradingWorld } from './gradingWorld.ts';

let world: GradingWorld;

beforeAll(async () => {
  world = await gradingWorld();
});

afterAll(() => world?.tk.close());

/** The instructor's fixed version of the choice item: 'a' is right now, worth `points`. */
async function fixedChoice(points: number): Promise<ApiItem> {
  const fixed = draft('single_choice', { points, content: { ...(world.choice.content as object), correct: 'a' } as never });
  return (await world.teacher.post('assessment/items/', fixed)).body as ApiItem;
}

const scoreOf = async (componentId: string, userId: string) => {
  const activityId = (await world.ledger.activityOf(world.courseId, componentId))!;
  return (await world.ledger.attempts(activityId, userId))[0]!;
};

describe('regrade of an item across sessions', () => {
  it("gives every submitted attempt the copy's answer key and points and rescores both students through the ledger", async () => {
    const { path, componentId } = await world.assessment();
    const first = await takeAssessment(world.learner, path, { [world.choice._id]: 'a' });
    const second = await takeAssessment(world.secondLearner, path, { [world.choice._id]: 'b' });
    expect([first.score, second.score]).toEqual([0, 2]);
    const fixed = await fixedChoice(4);

    const regraded = await world.teacher.post(`regrade/${world.courseId}/${componentId}`, { target_item_reference: world.choice.reference, copy_item_reference: fixed.reference });
    expect([regraded.status, regraded.body]).toEqual([200, { changed: 2 }]);
    expect(await scoreOf(componentId, world.student.id)).toMatchObject({ score: 4, maxScore: 7, status: 'graded', originalScore: 0 });
    expect(await scoreOf(componentId, world.second.id)).toMatchObject({ score: 0, maxScore: 7, originalScore: 2 });
    const row = await world.tk.kernel.knex('assessment_attempts').where({ id: first._id }).first();
    expect([Number(row.score), Number(row.max_score)]).toEqual([4, 7]);
    expect(row.items[0]).toMatchObject({ id: world.choice._id, points: 4, content: { correct: 'a' }, title: world.choice.title });
    const review = await world.learner.get(`${path}review/`);
    expect(review.body).toMatchObject({ score: 4, max_score: 7 });
  });

  it("keeps a person's score of the item while its points stay, and drops it when they change", async () => {
    const { path, componentId } = await world.assessment();
    const taken = await takeAssessment(world.learner, path, { [world.choice._id]: 'b' });
    const activityId = (await world.ledger.activityOf(world.courseId, componentId))!;
    const graded = await world.teacher.post('regrade/update', {
      courseId: world.courseId,
      componentId,
      sessions: [{ user_id: world.student.id, activity_id: activityId, session_id: taken._id, responses: [{ response_id: world.choice._id, score: 1 }] }],
    });
    expect(graded.body.changed).toBe(1);
    const samePoints = await fixedChoice(2);
    await world.teacher.post(`regrade/${world.courseId}/${componentId}`, { target_item_reference: world.choice.reference, copy_item_reference: samePoints.reference });
    expect(await scoreOf(componentId, world.student.id)).toMatchObject({ score: 1 });
    const morePoints = await fixedChoice(6);
    await world.teacher.post(`regrade/${world.courseId}/${componentId}`, { target_item_reference: world.choice.reference, copy_item_reference: morePoints.reference });
    // The person's 1 is gone: the computed score of 'b' under the new key ('a' is right) counts.
    expect(await scoreOf(componentId, world.student.id)).toMatchObject({ score: 0, maxScore: 9 });
    const row = await world.tk.kernel.knex('assessment_attempts').where({ id: taken._id }).first();
    expect(row.manual_scores).toEqual({});
  });

  it('refuses an unknown target, an unknown copy, a copy of another type, students and other courses', async () => {
    const { path, componentId } = await world.assessment();
    await takeAssessment(world.learner, path, { [world.choice._id]: 'a' });
    const fixed = await fixedChoice(2);
    const url = `regrade/${world.courseId}/${componentId}`;
    const unknownTarget = await world.teacher.post(url, { target_item_reference: 'no-such-reference', copy_item_reference: fixed.reference });
    expect([unknownTarget.status, unknownTarget.body.fields]).toEqual([422, [{ field: 'target_item_reference', message: 'No Question of this assessment has this reference.' }]]);
    const unknownCopy = await world.teacher.post(url, { target_item_reference: world.choice.reference, copy_item_reference: 'no-such-reference' });
    expect(unknownCopy.body.fields).toEqual([{ field: 'copy_item_reference', message: 'You have no Question with this reference.' }]);
    const otherType = await world.teacher.post(url, { target_item_reference: world.choice.reference, copy_item_reference: world.essay.reference });
    expect(otherType.body.fields).toEqual([{ field: 'copy_item_reference', message: 'The Question to copy must be of the same type as the one it regrades.' }]);
    // The assistant owns no item with that reference: the copy must be the caller's own.
    expect((await world.helper.post(url, { target_item_reference: world.choice.reference, copy_item_reference: fixed.reference })).status).toBe(422);
    expect((await world.learner.post(url, { target_item_reference: world.choice.reference, copy_item_reference: fixed.reference })).status).toBe(403);
    expect((await world.stranger.post(url, { target_item_reference: world.choice.reference, copy_item_reference: fixed.reference })).status).toBe(403);
    expect(await scoreOf(componentId, world.student.id)).toMatchObject({ score: 0, originalScore: null });
  });
});

describe('a regraded snapshot', () => {
  it('keeps the id, takes content and points, and keeps the order an ordering item showed for the entries still there', () => {
    const shown: DeliveredItem = {
      id: 'q1',
      type: 'ordering',
      points: 1,
      title: 'Planets',
      prompt: '<p>Order</p>',
      content: { entries: [{ id: 'm', text: 'Mercury' }, { id: 'v', text: 'Venus' }, { id: 'e', text: 'Earth' }] },
      shown_order: ['e', 'm', 'v'],
    };
    const regraded = regradedItem(shown, { type: 'ordering', points: 2, content: { entries: [{ id: 'm', text: 'Mercury' }, { id: 'e', text: 'Earth' }, { id: 'x', text: 'Mars' }] } });
    expect(regraded).toEqual({ ...shown, points: 2, content: { entries: [{ id: 'm', text: 'Mercury' }, { id: 'e', text: 'Earth' }, { id: 'x', text: 'Mars' }] }, shown_order: ['e', 'm', 'x'] });
  });
});
