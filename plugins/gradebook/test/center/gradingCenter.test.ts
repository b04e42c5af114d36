import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '@lms/sdk/testing';
import { centerWorld, type CenterWorld } from './centerWorld.ts';

let world: CenterWorld;
let path: string;
let first: string;
let second: string;
let settled: string;

const HOUR = 3600 * 1000;
const at = (hour: number) => new Date(Date.UTC(2030, 2, 1, hour)).toISOString();

beforeAll(async () => {
  world = await centerWorld();
  path = `gradebook/${world.course.courseId}/grading_center`;
  const { tk, ada, bob, cy, submit } = world;
  first = await world.essay('Essay on cells');
  second = await world.essay('Essay on atoms', 1);
  settled = await world.essay('Essay, all graded', 2);
  tk.clock.set(at(1));
  await submit(second, bob, true);
  tk.clock.advance(HOUR);
  await submit(first, ada, true); // 2:00
  await submit(settled, ada, false);
  // Staff are never waited on, even when also enrolled.
  await enrol(tk, world.course.courseId, world.assistant.id);
  await submit(settled, world.assistant, true);
  tk.clock.advance(HOUR);
  await submit(first, cy, false); // 3:00, then a new attempt that waits
  tk.clock.advance(HOUR);
  await submit(first, cy, true); // 4:00
  tk.clock.advance(HOUR);
  await submit(first, bob, true); // 5:00, then a later attempt already scored
  tk.clock.advance(HOUR);
  await submit(first, bob, false);
  await submit(second, ada, false);
});

afterAll(() => world?.tk.close());

describe('GET gradebook/{courseId}/grading_center', () => {
  it("counts each activity's students whose latest attempt needs grading, the longest-waiting activity first", async () => {
    const answer = await world.teacher.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.activities).toEqual([
      { activity_id: expect.any(String), component_id: second, title: 'Essay on atoms', type: 'essay', waiting: 1, oldest_submitted_at: at(1) },
      { activity_id: expect.any(String), component_id: first, title: 'Essay on cells', type: 'essay', waiting: 2, oldest_submitted_at: at(2) },
    ]);
  });

  it("leaves out a student once an instructor's grade settles the cell", async () => {
    const activityId = await world.ledger.activityOf(world.course.courseId, second);
    await world.ledger.setGrade({ courseId: world.course.courseId, activityId: activityId!, userId: world.bob.id, grade: 7, by: world.instructor.id });
    const answer = await world.teacher.get(path);
    expect(answer.body.activities.map((activity: { component_id: string; waiting: number }) => [activity.component_id, activity.waiting])).toEqual([[first, 2]]);
  });

  it("is the course staff's: the assistant reads it, a student, another course's instructor and a visitor are refused", async () => {
    expect((await world.helper.get(path)).status).toBe(200);
    expect((await world.learner.get(path)).status).toBe(403);
    expect((await world.stranger.get(path)).status).toBe(403);
    expect((await world.tk.client().get(path)).status).toBe(401);
  });
});
