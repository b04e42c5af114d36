import { coreServices } from '@lms/sdk';
import { createTestKernel, placeLedgerComponent, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';

export interface TileWorld {
  tk: TestKernel;
  course: CourseFixture;
  professor: TestUser;
  ada: TestUser;
  bob: TestUser;
  professorClient: TestClient;
  adaClient: TestClient;
}

/** Wednesday 2030-03-13 noon UTC: this week is 03-07..03-13, the week before 02-28..03-06. */
export const NOW = '2030-03-13T12:00:00Z';

/** Lessons "Numbers" (Counting, Adding) and "Shapes" (Circles); students Ada and Bob; the professor Pat. */
export async function tileWorld(settings: Record<string, unknown> = {}): Promise<TileWorld> {
  const tk = await createTestKernel({ plugins: [insights] });
  tk.clock.set(NOW);
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const course = await tk.createCourse({
    title: 'Tiles course',
    instructor: professor,
    students: [ada, bob],
    settings,
    lessons: [
      { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding' }] },
      { title: 'Shapes', pages: [{ title: 'Circles' }] },
    ],
  });
  return { tk, course, professor, ada, bob, professorClient: await tk.loginAs(professor), adaClient: await tk.loginAs(ada) };
}

export function trackingOf(world: TileWorld) {
  return world.tk.kernel.resolveDepsFor('insights', { tracking: coreServices.tracking }).tracking;
}

/** Keep-alive events every 10 minutes from `start` (`count` events: (count - 1) * 10 minutes on task). */
export function activeRun(world: TileWorld, userId: string, where: { lessonId: string; pageId: string }, start: string, count: number) {
  const at0 = Date.parse(start);
  return Array.from({ length: count }, (_, index) => ({ kind: 'active' as const, courseId: world.course.courseId, userId, ...where, at: new Date(at0 + index * 600_000) }));
}

export async function gradedQuiz(world: TileWorld, lesson: number, title: string) {
  return placeLedgerComponent(world.tk, { courseId: world.course.courseId, pageId: world.course.lessons[lesson]!.pageIds[0]!, position: 0, type: 'quiz', title, maxScore: 10 });
}

export function submit(world: TileWorld, activityId: string, userId: string, score: number, at: string) {
  return storeGradedAttempt(world.tk, { courseId: world.course.courseId, activityId, userId, score, maxScore: 10, at: new Date(at) });
}
