import { createTestKernel, placeLedgerComponent, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import gradebook from '../../src/server/index.ts';

export interface GradebookWorld {
  tk: TestKernel;
  course: CourseFixture;
  professor: TestUser;
  /** Enrolled, by last name: Babbage, Lovelace, Young. */
  bob: TestUser;
  ada: TestUser;
  cy: TestUser;
  professorClient: TestClient;
  adaClient: TestClient;
  bobClient: TestClient;
}

/** A kernel with the gradebook, an instructor and three students in a two-lesson course. */
export async function gradebookWorld(settings: Record<string, unknown> = {}): Promise<GradebookWorld> {
  const tk = await createTestKernel({ plugins: [gradebook] });
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
  const course = await tk.createCourse({
    title: 'Gradebook course',
    instructor: professor,
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
    ada,
    bob,
    cy,
    professorClient: await tk.loginAs(professor),
    adaClient: await tk.loginAs(ada),
    bobClient: await tk.loginAs(bob),
  };
}

/** Adds a custom column as the professor; answers its activity id. */
export async function addCustomColumn(world: GradebookWorld, body: Record<string, unknown>): Promise<string> {
  const added = await world.professorClient.post(`gradebook/${world.course.courseId}/add_column/`, body);
  if (added.status !== 200) throw new Error(`column not added: ${JSON.stringify(added.body)}`);
  return added.body.column.activity_id as string;
}

export interface ComponentActivity {
  componentId: string;
  activityId: string;
}

/**
 * A gradable component on a page with its ledger activity, as a component
 * plugin's save registers it (the gradebook reads the ledger, whichever plugin wrote it).
 */
export async function placeGradedComponent(
  world: GradebookWorld,
  where: { pageId: string; position: number },
  activity: { title: string; maxScore: number; settings?: Record<string, unknown>; graded?: boolean },
): Promise<ComponentActivity> {
  return placeLedgerComponent(world.tk, {
    courseId: world.course.courseId,
    pageId: where.pageId,
    position: where.position,
    type: 'quiz',
    title: activity.title,
    maxScore: activity.maxScore,
    graded: activity.graded,
    settings: { score_visibility: 'immediately', scoring_method: 'highest', ...activity.settings },
  });
}

/** A graded attempt in the ledger. */
export async function recordAttempt(world: GradebookWorld, activityId: string, userId: string, score: number, maxScore: number): Promise<string> {
  return storeGradedAttempt(world.tk, { courseId: world.course.courseId, activityId, userId, score, maxScore, at: world.tk.clock.now() });
}
