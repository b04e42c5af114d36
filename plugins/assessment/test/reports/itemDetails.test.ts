import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { ATTEMPTS_TABLE } from '../../src/server/delivery/AttemptStore.ts';
import type { ItemDetail } from '../../src/calls/reportCalls.ts';
import { bankItems, createAssessment, delivery, reportsWorld, type ReportsWorld } from './reportsWorld.ts';

const TYPES = ['single_choice', 'multiple_response', 'true_false', 'ordering', 'matching', 'fill_blanks', 'longtext'] as const;

let world: ReportsWorld;
let items: Record<(typeof TYPES)[number], ApiItem>;

beforeAll(async () => {
  world = await reportsWorld();
  items = await bankItems(world, TYPES);
});

afterAll(() => world?.tk.close());

const itemDetails = (componentId: string, client = world.teacher) => client.get(`assessment/itemdetails/${world.courseId}/${componentId}`);
const byType = (rows: ItemDetail[]) => Object.fromEntries(rows.map((row) => [row.type, row]));

/** A person's score for one Question of a submitted attempt, as grading mirrors it on the attempt. */
async function personScore(attemptId: string, itemId: string, score: number) {
  const db = world.tk.kernel.resolveFor('assessment', coreServices.database);
  await db(ATTEMPTS_TABLE).where({ id: attemptId }).update({ manual_scores: JSON.stringify({ [itemId]: score }) });
}

describe('GET assessment/itemdetails/{courseId}/{componentId}', () => {
  it("says 'No submissions found' before anyone submits", async () => {
    const componentId = await createAssessment(world, [items.single_choice]);
    await delivery(world, componentId).start(world.students[0]!.client);
    const answer = await itemDetails(componentId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ title: 'Weekly quiz', items: [], attempts: 0, error: 'No submissions found' });
  });

  it("counts each student's latest submitted attempt per Question: right, partly, wrong, unanswered, waiting; choices picked", async () => {
    const componentId = await createAssessment(world, TYPES.map((type) => items[type]), { submission_attempts: 2 });
    const quiz = delivery(world, componentId);
    const [ada, bob, cy, di] = world.students.map((student) => student.client);
    const id = (type: (typeof TYPES)[number]) => items[type]._id;

    const adaAttempt = await quiz.start(ada!);
    await quiz.submit(ada!, {
      [id('single_choice')]: 'b',
      [id('multiple_response')]: ['a', 'b', 'd'],
      [id('true_false')]: true,
      [id('ordering')]: ['m', 'v', 'e'],
      [id('matching')]: { fr: 'paris', it: 'oslo' },
      [id('fill_blanks')]: { temp: '100', cold: '' },
      [id('longtext')]: 'An essay',
    });
    await personScore(adaAttempt._id, id('longtext'), 1.5);
    // Bob's first attempt is replaced by his second in the report.
    await quiz.start(bob!);
    await quiz.submit(bob!, { [id('single_choice')]: 'a', [id('multiple_response')]: ['a'], [id('true_false')]: false, [id('ordering')]: ['v', 'm', 'e'] });
    await quiz.start(bob!);
    await quiz.submit(bob!, {
      [id('single_choice')]: 'c',
      [id('multiple_response')]: ['a', 'c'],
      [id('true_false')]: false,
      [id('ordering')]: ['v', 'm', 'e'],
      [id('fill_blanks')]: { temp: '99', cold: 'zero' },
      [id('longtext')]: '',
    });
    await quiz.start(cy!);
    await quiz.submit(cy!, { [id('single_choice')]: 'b', [id('true_false')]: true, [id('longtext')]: 'Another essay' });
    // Neither a running attempt nor a professor's preview counts.
    await quiz.start(di!);
    await quiz.save(di!, { [id('single_choice')]: 'a' });
    await quiz.start(world.teacher);
    await quiz.submit(world.teacher, { [id('single_choice')]: 'a', [id('true_false')]: false });

    const answer = await itemDetails(componentId, world.assistant);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Weekly quiz', attempts: 3 });
    expect(answer.body.error).toBeUndefined();
    expect(answer.body.items.map((row: ItemDetail) => row.id)).toEqual(TYPES.map(id));
    const rows = byType(answer.body.items);
    const counts = (row: ItemDetail) => [row.answered, row.correct, row.partial, row.incorrect, row.unanswered, row.pending_manual, row.average_score];

    expect(rows.single_choice).toMatchObject({ title: items.single_choice.title, points: 2 });
    expect(counts(rows.single_choice!)).toEqual([3, 2, 0, 1, 0, 0, 1.33]);
    expect(rows.single_choice!.distractors).toEqual([
      { id: 'a', text: 'Lyon', count: 0, correct: false },
      { id: 'b', text: 'Paris', count: 2, correct: true },
      { id: 'c', text: 'Nice', count: 1, correct: false },
    ]);
    expect(counts(rows.multiple_response!)).toEqual([2, 1, 0, 1, 1, 0, 0.67]);
    expect(rows.multiple_response!.distractors!.map((choice) => [choice.id, choice.count, choice.correct])).toEqual([
      ['a', 2, true],
      ['b', 1, true],
      ['c', 1, false],
      ['d', 1, true],
    ]);
    expect(counts(rows.true_false!)).toEqual([3, 2, 0, 1, 0, 0, 1.33]);
    expect(rows.true_false!.distractors).toEqual([
      { id: 'true', text: 'True', count: 2, correct: true },
      { id: 'false', text: 'False', count: 1, correct: false },
    ]);
    expect(counts(rows.ordering!)).toEqual([2, 1, 0, 1, 1, 0, 0.67]);
    expect(rows.ordering!.entries).toEqual([
      { id: 'm', text: 'Mercury', right: 1 },
      { id: 'v', text: 'Venus', right: 1 },
      { id: 'e', text: 'Earth', right: 2 },
    ]);
    expect(counts(rows.matching!)).toEqual([1, 0, 1, 0, 2, 0, 0.33]);
    expect(rows.matching!.entries).toEqual([
      { id: 'fr', text: 'France', right: 1 },
      { id: 'it', text: 'Italy', right: 0 },
    ]);
    expect(counts(rows.fill_blanks!)).toEqual([2, 0, 2, 0, 1, 0, 0.67]);
    expect(rows.fill_blanks!.entries).toEqual([
      { id: 'temp', text: 'temp', right: 1 },
      { id: 'cold', text: 'cold', right: 1 },
    ]);
    // Ada's essay has a person's 1.5 of 2; Cy's waits for one and stays out of the average.
    expect(counts(rows.longtext!)).toEqual([2, 0, 1, 0, 1, 1, 0.75]);
    expect(rows.longtext!.distractors).toBeUndefined();
    expect(rows.longtext!.entries).toBeUndefined();
  });

  it("counts a branching quiz's Questions only for the students whose path reached them", async () => {
    const [first, second, third] = [items.single_choice, items.true_false, items.ordering];
    const componentId = await createAssessment(world, [first!, second!, third!], {
      sub_type: 'branching',
      adaptive: { [first!._id]: { correct: second!._id, incorrect: third!._id }, [second!._id]: { correct: 'end', incorrect: 'end' }, [third!._id]: { correct: 'end', incorrect: 'end' } },
    });
    const quiz = delivery(world, componentId);
    const ada = world.students[0]!.client;
    const next = (itemId: string) => ada.post(`assessment/delivery/${world.courseId}/${componentId}/attempt/next/`, { item_id: itemId });
    await quiz.start(ada);
    await quiz.save(ada, { [first!._id]: 'b' });
    expect((await next(first!._id)).body.next).toBe(second!._id);
    await quiz.save(ada, { [second!._id]: true });
    expect((await next(second!._id)).body.next).toBe('end');
    await quiz.submit(ada);

    const rows = byType((await itemDetails(componentId)).body.items);
    expect(rows.single_choice).toMatchObject({ answered: 1, correct: 1, unanswered: 0 });
    expect(rows.true_false).toMatchObject({ answered: 1, correct: 1 });
    expect(rows.ordering).toMatchObject({ answered: 0, unanswered: 0, average_score: null });
  });

  it("is for the course's professors only", async () => {
    const componentId = await createAssessment(world, [items.single_choice]);
    expect((await itemDetails(componentId, world.students[0]!.client)).status).toBe(403);
    expect((await itemDetails(componentId, world.otherTeacher)).status).toBe(403);
    expect((await itemDetails('0'.repeat(24))).status).toBe(404);
  });
});
