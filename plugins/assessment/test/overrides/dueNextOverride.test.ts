import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerActivity, type TestClient } from '@lms/sdk/testing';
import { gradingWorld, type GradingWorld } from '../grading/gradingWorld.ts';

/** GET dashboard/ (issue 21 item 7): "what is due next" on a course card goes by the student's own due date, as the gradebook does. */

let world: GradingWorld;

beforeAll(async () => {
  world = await gradingWorld();
  world.tk.clock.set(world.tk.clock.now());
});

afterAll(() => world?.tk.close());

const dueNext = async (client: TestClient) => {
  const answer = await client.get('dashboard/');
  expect(answer.status).toBe(200);
  const course = (answer.body.courses as Array<{ course_id: string; due_next: { activity_id: string; due_date: string } | null }>).find((one) => one.course_id === world.courseId)!;
  return course.due_next;
};

describe("what is due next, by the student's own due date", () => {
  it("an override's due date wins over the assessment's, for that student only, and the card changes at once (not after its 60 s)", async () => {
    const soon = await world.assessment({ due_date: world.iso(2 * 86400) });
    const later = await world.assessment({ due_date: world.iso(3 * 86400) });
    const [soonActivity, laterActivity] = await Promise.all([soon, later].map(async ({ componentId }) => (await ledgerActivity(world.tk, componentId))!.id));
    expect(await dueNext(world.learner)).toMatchObject({ activity_id: soonActivity, due_date: world.iso(2 * 86400) });

    // An extension for the student moves the soon one past the later one: the later one is next, for them only.
    const extended = await world.teacher.post(`assessment_override/${world.courseId}/${soon.componentId}/${world.student.id}`, { due_date: world.iso(5 * 86400) });
    expect(extended.status).toBe(200);
    expect(await dueNext(world.learner)).toMatchObject({ activity_id: laterActivity, due_date: world.iso(3 * 86400) });
    expect(await dueNext(world.secondLearner)).toMatchObject({ activity_id: soonActivity, due_date: world.iso(2 * 86400) });

    // An earlier own date is next too, with the student's date shown.
    await world.teacher.post(`assessment_override/${world.courseId}/${later.componentId}/${world.second.id}`, { due_date: world.iso(86400) });
    expect(await dueNext(world.secondLearner)).toMatchObject({ activity_id: laterActivity, due_date: world.iso(86400) });

    // Removing the override gives the assessment's date back.
    await world.teacher.post(`assessment_override/${world.courseId}/${soon.componentId}/${world.student.id}`, { due_date: null });
    expect(await dueNext(world.learner)).toMatchObject({ activity_id: soonActivity, due_date: world.iso(2 * 86400) });
  });

  it('an override that gives an undated assessment a due date makes it due for that student; one whose date has passed is not next', async () => {
    const undated = await world.assessment();
    const activity = (await ledgerActivity(world.tk, undated.componentId))!.id;
    await world.teacher.post(`assessment_override/${world.courseId}/${undated.componentId}/${world.second.id}`, { due_date: world.iso(3600) });
    expect(await dueNext(world.secondLearner)).toMatchObject({ activity_id: activity, due_date: world.iso(3600) });
    world.tk.clock.advance(2 * 3600 * 1000);
    // Past its own date now (the cache of 60 s has run out too): no longer next.
    expect((await dueNext(world.secondLearner))?.activity_id).not.toBe(activity);
  });
});
