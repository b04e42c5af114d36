import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { enrol, placeLedgerComponent, replaceLedgerActivity, storeGradedAttempt } from '@lms/sdk/testing';
import { insightsWorld, placeQuiz, score, spendMinutes, weightedGroups, type InsightsWorld } from './insightsWorld.ts';

/**
 * The four class-wide tiles' answers (PUT stats/average, GET stats/loggedin,
 * stats/submissions, stats/alerts) pinned on one class with the ledger's edge
 * cases: an excused cell, a late attempt marked down by the policy, a score
 * held back from students (staff still see it), one waiting for a person to
 * grade it, an instructor's grade over an attempt, a final-grade override,
 * cells with nothing recorded past their close date, a rollup group that drops
 * its lowest, and a student who left the course with attempts in the ledger.
 * Ids are named in the snapshot, so it pins every number and the order of every list.
 */

const at = (iso: string) => new Date(iso);

let world: InsightsWorld;
let course: string;
const names = new Map<string, string>();

beforeAll(async () => {
  world = await insightsWorld();
  course = world.course.courseId;
  const dee = await world.tk.createUser('student', { firstname: 'Dee', lastname: 'Parted' });
  await enrol(world.tk, course, dee.id);
  const [counting, adding] = world.course.lessons[0]!.pageIds;
  const circles = world.course.lessons[1]!.pageIds[0]!;
  const placed = (pageId: string, position: number, title: string, maxScore: number, settings: Record<string, unknown>) =>
    placeLedgerComponent(world.tk, { courseId: course, pageId, position, type: 'quiz', title, maxScore, settings });
  const quiz1 = await placeQuiz(world, counting!, 0, 'Quiz 1', 10);
  // Quiz 2 was due Monday 2 March, closed Friday 6 March, with 10% off per day late (at most 50%).
  const quiz2Placed = await placed(counting!, 1, 'Quiz 2', 10, { score_visibility: 'immediately', scoring_method: 'highest' });
  await replaceLedgerActivity(world.tk, quiz2Placed.componentId, {
    schedule: { due_date: '2026-03-02T10:00:00Z', close_date: '2026-03-06T10:00:00Z', policy: { penalty: 10, per: 86_400, max: 50 } },
  });
  const quiz2 = quiz2Placed.activityId;
  const quiz3 = await placeQuiz(world, adding!, 0, 'Quiz 3', 20);
  // Held back from students until the due date; scored by the latest attempt.
  const heldPlaced = await placed(circles, 0, 'Held quiz', 10, { score_visibility: 'after_due_date', scoring_method: 'latest' });
  await replaceLedgerActivity(world.tk, heldPlaced.componentId, { schedule: { due_date: '2026-03-20T10:00:00Z' } });
  const held = heldPlaced.activityId;
  const essay = await world.ledger.saveCustomColumn({ courseId: course, title: 'Essay', dueDate: '2026-03-10T10:00:00.000Z', maxScore: 10, show: true, lessonId: world.course.lessons[1]!.id });
  for (const [id, name] of [
    [quiz1, 'Quiz 1'],
    [quiz2, 'Quiz 2'],
    [quiz3, 'Quiz 3'],
    [held, 'Held quiz'],
    [essay, 'Essay'],
    [world.ada.id, 'Ada'],
    [world.bob.id, 'Bob'],
    [world.cy.id, 'Cy'],
    [dee.id, 'Dee'],
    [course, 'course'],
    ...world.course.lessons.map((lesson, index) => [lesson.id, `lesson ${index + 1}`] as const),
    ...world.course.lessons.flatMap((lesson, index) => lesson.pageIds.map((pageId, page) => [pageId, `page ${index + 1}.${page + 1}`] as const)),
  ] as const)
    names.set(id, name);

  // Ada: three quiz scores that fall, an instructor's essay grade, the held quiz twice (the latest counts).
  await score(world, quiz1, world.ada, 9, 10, at('2026-03-02T09:00:00Z'));
  await score(world, quiz2, world.ada, 9, 10, at('2026-03-02T09:30:00Z'));
  await score(world, quiz3, world.ada, 8, 20, at('2026-03-05T10:00:00Z'));
  await score(world, held, world.ada, 4, 10, at('2026-03-09T10:00:00Z'));
  await score(world, held, world.ada, 7, 10, at('2026-03-10T10:00:00Z'));
  await world.ledger.setGrade({ courseId: course, activityId: essay, userId: world.ada.id, grade: 8, by: world.professor.id });
  // Bob: Quiz 1 twice (the highest counts), Quiz 2 two days late (stored marked down 10 -> 8), nothing for the essay.
  await score(world, quiz1, world.bob, 5, 10, at('2026-03-03T10:00:00Z'));
  await score(world, quiz1, world.bob, 7, 10, at('2026-03-09T11:00:00Z'));
  await storeGradedAttempt(world.tk, {
    courseId: course,
    activityId: quiz2,
    userId: world.bob.id,
    score: 8,
    maxScore: 10,
    at: at('2026-03-04T10:00:00Z'),
    policyApplied: { raw_score: 10, percent: 20, lateness_seconds: 172_800, policy: { penalty: 10, per: 86_400, max: 50 } },
  });
  // An attempt waiting for a person to grade it, and one still being scored.
  await storeGradedAttempt(world.tk, { courseId: course, activityId: quiz3, userId: world.bob.id, score: 12, maxScore: 20, at: at('2026-03-10T12:00:00Z'), status: 'needs_grading' });
  await storeGradedAttempt(world.tk, { courseId: course, activityId: held, userId: world.bob.id, score: null, maxScore: 10, at: at('2026-03-11T09:00:00Z'), status: 'submitted' });
  // Cy: excused from Quiz 2 (an attempt stays in the ledger), an instructor's grade over Quiz 1's attempt, a final-grade override.
  await score(world, quiz1, world.cy, 3, 10, at('2026-03-09T12:00:00Z'));
  await world.ledger.setGrade({ courseId: course, activityId: quiz1, userId: world.cy.id, grade: 6, by: world.professor.id });
  await score(world, quiz2, world.cy, 2, 10, at('2026-03-02T08:00:00Z'));
  await world.ledger.setExcused({ courseId: course, activityId: quiz2, userId: world.cy.id, excused: true, by: world.professor.id });
  await score(world, quiz3, world.cy, 20, 20, at('2026-03-10T08:00:00Z'));
  await world.ledger.setFinalGrade({ courseId: course, userId: world.cy.id, percent: 77.5, by: world.professor.id });
  // Dee scored this week and the week before, then left the course: none of it is the class's.
  await score(world, quiz1, dee, 10, 10, at('2026-03-10T09:00:00Z'));
  await score(world, quiz3, dee, 2, 20, at('2026-03-03T09:00:00Z'));
  await world.tk.kernel.resolve(coreServices.enrolments).unenrol(course, [dee.id]);
  // Quizzes weigh 75% and drop their lowest; the essay (homework) 25%.
  const { quizzesGroup, homeworkGroup } = await weightedGroups(world, [quiz1, quiz2, quiz3, held], [essay]);
  await world.ledger.saveGroupRules(course, [
    { id: quizzesGroup, weight: 75, dropLowest: 1 },
    { id: homeworkGroup, weight: 25, dropLowest: 0 },
  ]);

  spendMinutes(world, world.ada, at('2026-03-10T09:00:00Z'), 40);
  spendMinutes(world, world.ada, at('2026-03-03T09:00:00Z'), 40);
  spendMinutes(world, world.bob, at('2026-03-09T09:00:00Z'), 20, world.course.lessons[1]!.id);
  spendMinutes(world, world.cy, at('2026-02-27T09:00:00Z'), 30);
  spendMinutes(world, dee, at('2026-03-10T09:00:00Z'), 50);
  world.tracking.recordLogin(world.bob.id, at('2026-03-09T08:55:00Z'));
  world.tracking.recordLogin(world.cy.id, at('2026-03-03T08:55:00Z'));
  await world.tracking.catchUp();
});

afterAll(() => world?.tk.close());

/** The answer with every known id replaced by its name. */
function named(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    let text = value;
    for (const [id, name] of names) text = text.split(id).join(`<${name}>`);
    return text;
  });
}

async function answerOf(method: 'GET' | 'PUT', path: string, body?: unknown) {
  const response = await world.professorClient.request(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return named(response.body);
}

describe('the class tiles on a class with the ledger edge cases', () => {
  it('PUT stats/average: the gauge, histogram, lessons, timeline and engagement, with the rollup and without, and one student picked', async () => {
    expect(await answerOf('PUT', `stats/average/${course}`, {})).toMatchSnapshot('rollup');
    expect(await answerOf('PUT', `stats/average/${course}`, { allow_rollup: false })).toMatchSnapshot('points');
    expect(await answerOf('PUT', `stats/average/${course}`, { student_id: world.bob.id })).toMatchSnapshot('bob');
  });

  it('GET stats/loggedin/course: minutes, logins, tiles, popular pages and the engagement counts', async () => {
    expect(await answerOf('GET', `stats/loggedin/${course}/course`)).toMatchSnapshot();
  });

  it('GET stats/submissions: the counts, the histogram of the latest scores and the item report', async () => {
    expect(await answerOf('GET', `stats/submissions/${course}`)).toMatchSnapshot();
  });

  it('GET stats/alerts: each alert with its rule and numbers, for the course and for one lesson', async () => {
    expect(await answerOf('GET', `stats/alerts/${course}/2026-01-01/course`)).toMatchSnapshot('course');
    expect(await answerOf('GET', `stats/alerts/${course}/2026-01-01/${world.course.lessons[0]!.id}`)).toMatchSnapshot('lesson 1');
  });
});
