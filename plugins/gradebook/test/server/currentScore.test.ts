import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { updateCourse, type TestClient } from '@lms/sdk/testing';
import { gradebookWorld, placeGradedComponent, recordAttempt, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

/** GET dashboard/ (issue 21 item 7): the course card's current score is the student's total as the gradebook shows it to them. */

let world: GradebookWorld;
let quiz: ComponentActivity;

beforeAll(async () => {
  world = await gradebookWorld();
  const [numbers, shapes] = world.course.lessons;
  quiz = await placeGradedComponent(world, { pageId: numbers!.pageIds[0]!, position: 0 }, { title: 'Quiz', maxScore: 10 });
  // Its score is never shown to students: their total leaves it out, staff's does not.
  const secret = await placeGradedComponent(world, { pageId: shapes!.pageIds[0]!, position: 0 }, { title: 'Secret quiz', maxScore: 20, settings: { score_visibility: 'never' } });
  await recordAttempt(world, quiz.activityId, world.ada.id, 8, 10);
  await recordAttempt(world, secret.activityId, world.ada.id, 5, 20);
});

afterAll(() => world?.tk.close());

const cardScore = async (client: TestClient) => {
  const answer = await client.get('dashboard/');
  expect(answer.status).toBe(200);
  return (answer.body.courses as Array<{ course_id: string; score: number | null }>).find((course) => course.course_id === world.course.courseId)!.score;
};

describe("the course card's current score", () => {
  it("is the student's own total as their gradebook shows it (a score held back does not count), not staff's", async () => {
    const own = await world.adaClient.put(`stats/studentgradebook/${world.course.courseId}`, {});
    const staff = await world.professorClient.get(`gradebook/${world.course.courseId}/?users=${world.ada.id}`);
    const staffPercent = (staff.body.students as Array<{ id: string; percent: number }>).find((row) => row.id === world.ada.id)?.percent;
    expect(own.body.students[0].percent).toBe(80);
    // Staff count the secret quiz too: 13 of 30 points.
    expect(staffPercent).toBe(43.33);
    expect(await cardScore(world.adaClient)).toBe(80);
    // Nothing scored yet: no score.
    expect(await cardScore(world.bobClient)).toBeNull();
  });

  it('is none when the course hides totals from students, and changes at once with a grade', async () => {
    await updateCourse(world.tk, world.course.courseId, { settings: { block_total_scores: true } });
    world.tk.clock.advance(61_000); // the summary's 60 s cache
    expect(await cardScore(world.adaClient)).toBeNull();
    await updateCourse(world.tk, world.course.courseId, { settings: { no_total_column: true } });
    world.tk.clock.advance(61_000);
    expect(await cardScore(world.adaClient)).toBeNull();
    await updateCourse(world.tk, world.course.courseId, { settings: {} });
    world.tk.clock.advance(61_000);
    expect(await cardScore(world.adaClient)).toBe(80);
    // A grade drops the student's cached summary: the card has it at once.
    expect(await cardScore(world.bobClient)).toBeNull();
    await world.tk.kernel.resolveFor('gradebook', coreServices.grading).setGrade({ courseId: world.course.courseId, activityId: quiz.activityId, userId: world.bob.id, grade: 6, by: world.professor.id });
    expect(await cardScore(world.bobClient)).toBe(60);
  });
});
