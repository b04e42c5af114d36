import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type StudyItems } from '@lms/sdk';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { quizBench, type QuizBench } from './support/quizBench.ts';

let world: AssessmentWorld;
let items: StudyItems;
let choice: ApiItem;
let text: ApiItem;
let courseId: string;
let assessment: QuizBench['assessment'];

beforeAll(async () => {
  world = await assessmentWorld();
  items = world.tk.kernel.resolveFor('assessment', coreServices.studyItems);
  ({ courseId, choice, text, assessment } = await quizBench(world, 4));
});
afterAll(() => world?.tk.close());

const studentItems = () => items.list(courseId, world.student.id);

async function takeQuiz(path: string, responses: Record<string, string>) {
  expect((await world.learner.post(`${path}start/`, {})).status).toBe(200);
  const submitted = await world.learner.post(`${path}submit/`, { responses });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}

describe('the assessment feeds the study center (studycenter flag)', () => {
  it('puts a missed Question in red, linked to the quiz page, and takes it off once answered right', async () => {
    const { path } = await assessment({ studycenter: true, submission_attempts: 2 });
    await takeQuiz(path, { [choice._id]: 'a', [text._id]: 'mitochondria' });
    const listed = await studentItems();
    expect(listed.map((item) => [item.source, item.ref, item.title, item.bucket])).toEqual([['assessment', choice._id, choice.title, 'red']]);
    expect(listed[0]!.link).toMatch(new RegExp(`^/${courseId}/[0-9a-f]{24}/[0-9a-f]{24}$`));

    await takeQuiz(path, { [choice._id]: 'b', [text._id]: 'wrong' });
    expect((await studentItems()).map((item) => item.ref)).toEqual([text._id]);
  });

  it('puts nothing there when the assessment has the study center off', async () => {
    const before = (await studentItems()).length;
    const { path } = await assessment({ studycenter: false });
    await takeQuiz(path, { [choice._id]: 'a' });
    expect(await studentItems()).toHaveLength(before);
  });

  it("never for a professor's preview", async () => {
    const { path } = await assessment({ studycenter: true });
    expect((await world.teacher.post(`${path}start/`, {})).status).toBe(200);
    expect((await world.teacher.post(`${path}submit/`, { responses: { [choice._id]: 'a' } })).status).toBe(200);
    expect(await items.list(courseId, world.instructor.id)).toEqual([]);
  });
});
