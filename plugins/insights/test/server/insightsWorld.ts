import { coreServices, type ActivityTracking, type GradeLedger } from '@lms/sdk';
import { createTestKernel, placeLedgerComponent, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';

/** Wednesday noon UTC: the past week is 5-11 March (today included), the prior week 26 February - 4 March. */
export const NOW = new Date('2026-03-11T12:00:00Z');

export interface InsightsWorld {
  tk: TestKernel;
  course: CourseFixture;
  professor: TestUser;
  assistant: TestUser;
  /** Students, by last name: Babbage, Lovelace, Young. */
  bob: TestUser;
  ada: TestUser;
  cy: TestUser;
  professorClient: TestClient;
  adaClient: TestClient;
  tracking: ActivityTracking;
  ledger: GradeLedger;
}

/** A kernel with the insights plugin, an instructor, an assistant and three students in a two-lesson course, the clock at NOW. */
export async function insightsWorld(settings: Record<string, unknown> = {}): Promise<InsightsWorld> {
  const tk = await createTestKernel({ plugins: [insights] });
  tk.clock.set(NOW);
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  const assistant = await tk.createUser('instructor', { firstname: 'Sam', lastname: 'Assist' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
  const course = await tk.createCourse({
    title: 'Insights course',
    instructor: professor,
    assistants: [assistant],
    students: [ada, bob, cy],
    settings,
    lessons: [
      { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding' }] },
      { title: 'Shapes', pages: [{ title: 'Circles' }] },
    ],
  });
  return {
    tk,
    course,
    professor,
    assistant,
    ada,
    bob,
    cy,
    professorClient: await tk.loginAs(professor),
    adaClient: await tk.loginAs(ada),
    tracking: tk.kernel.resolveFor('insights', coreServices.tracking),
    ledger: tk.kernel.resolveFor('insights', coreServices.grading),
  };
}

/** A graded quiz on a page with its ledger activity; answers the activity id. */
export async function placeQuiz(world: InsightsWorld, pageId: string, position: number, title: string, maxScore: number): Promise<string> {
  const placed = await placeLedgerComponent(world.tk, {
    courseId: world.course.courseId,
    pageId,
    position,
    type: 'quiz',
    title,
    maxScore,
    settings: { score_visibility: 'immediately', scoring_method: 'highest' },
  });
  return placed.activityId;
}

/** A graded attempt submitted at `at` (default: now). */
export function score(world: InsightsWorld, activityId: string, user: TestUser, points: number, maxScore: number, at = world.tk.clock.now()): Promise<string> {
  return storeGradedAttempt(world.tk, { courseId: world.course.courseId, activityId, userId: user.id, score: points, maxScore, at });
}

/**
 * `minutes` of time on task for `user` from `start`: the in-course keep-alive
 * every 10 minutes (and a last event to close the window), so the activity
 * windows credit exactly `minutes` (tracking's rule: gaps of at most 12 minutes count).
 */
export function spendMinutes(world: InsightsWorld, user: TestUser, start: Date, minutes: number, lessonId: string | null = world.course.first.lessonId): void {
  const events = [];
  for (let at = 0; at < minutes; at += 10) events.push(at);
  events.push(minutes);
  world.tracking.record(
    events.map((offset) => ({ kind: 'active' as const, courseId: world.course.courseId, userId: user.id, lessonId, pageId: null, at: new Date(start.getTime() + offset * 60_000) })),
  );
}

/** Two rollup groups with weights: Quizzes 75%, Homework 25%; answers their ids. */
export async function weightedGroups(world: InsightsWorld, quizzes: string[], homework: string[]): Promise<{ quizzesGroup: string; homeworkGroup: string }> {
  const courseId = world.course.courseId;
  await world.ledger.saveRollupGroups(
    courseId,
    [
      { id: 'new-quizzes', title: 'Quizzes', color: '#3366cc' },
      { id: 'new-homework', title: 'Homework', color: '#cc6633' },
    ],
    [],
  );
  const groups = await world.tk.kernel.resolveFor('insights', coreServices.gradebookRecords).rollupGroups(courseId);
  const quizzesGroup = groups.find((group) => group.title === 'Quizzes')!.id;
  const homeworkGroup = groups.find((group) => group.title === 'Homework')!.id;
  await world.ledger.saveRollupGroups(
    courseId,
    groups.map((group) => ({ id: group.id, title: group.title, color: group.color })),
    [...quizzes.map((activityId) => ({ activityId, rollupId: quizzesGroup })), ...homework.map((activityId) => ({ activityId, rollupId: homeworkGroup }))],
  );
  await world.ledger.saveGroupRules(courseId, [
    { id: quizzesGroup, weight: 75, dropLowest: 0 },
    { id: homeworkGroup, weight: 25, dropLowest: 0 },
  ]);
  return { quizzesGroup, homeworkGroup };
}
