import { coreServices, type GradeLedger } from '@lms/sdk';
import type { TestClient, TestUser } from '@lms/sdk/testing';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { draft } from '../itemSamples.ts';

/** The assessment world with a course of many pages (a page holds two contents), two students and two Questions. */
export interface GradingWorld extends AssessmentWorld {
  ledger: GradeLedger;
  courseId: string;
  /** The world's student and a second one, both in `courseId`. */
  second: TestUser;
  secondLearner: TestClient;
  /** Single choice, 2 points here, right answer 'b'. */
  choice: ApiItem;
  /** Long text, manually scored, 3 points here. */
  essay: ApiItem;
  /** A new assessment of both Questions on a page of its own. */
  assessment(overrides?: Partial<AssessmentConfig>): Promise<{ path: string; componentId: string }>;
  /** `seconds` from the test clock's now, as ISO. */
  iso(seconds: number): string;
}

export async function gradingWorld(): Promise<GradingWorld> {
  const world = await assessmentWorld();
  const second = await world.tk.createUser('student', { firstname: 'Zoe', lastname: 'Second' });
  const course = await world.tk.createCourse({
    instructor: world.instructor,
    assistants: [world.assistant],
    students: [world.student, second],
    lessons: [{ title: 'Quizzes', pages: Array.from({ length: 30 }, (_, n) => ({ title: `Quiz ${n}` })) }],
  });
  const pages = course.lessons[0]!.pageIds.map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  const choice = (await world.teacher.post('assessment/items/', draft('single_choice', { points: 2 }))).body as ApiItem;
  const essay = (await world.teacher.post('assessment/items/', draft('longtext', { points: 3 }))).body as ApiItem;
  const iso = (seconds: number) => new Date(world.tk.clock.now().getTime() + seconds * 1000).toISOString();
  return {
    ...world,
    ledger: world.tk.kernel.resolveFor('assessment', coreServices.grading),
    courseId: course.courseId,
    second,
    secondLearner: await world.tk.loginAs(second),
    choice,
    essay,
    iso,
    async assessment(overrides = {}) {
      const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: choice._id, points: 2 }, { id: essay._id, points: 3 }], ...overrides };
      const created = await world.teacher.post(`components/${pages.shift()}/new/`, { type: 'assessment', title: 'Quiz', config });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      return { path: `assessment/delivery/${course.courseId}/${created.body._id}/`, componentId: created.body._id as string };
    },
  };
}

/** Starts and submits an attempt with these responses; answers the submit's body. */
export async function takeAssessment(client: TestClient, path: string, responses: Record<string, unknown>) {
  const started = await client.post(`${path}start/`, {});
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const submitted = await client.post(`${path}submit/`, { responses });
  if (submitted.status !== 200) throw new Error(JSON.stringify(submitted.body));
  return submitted.body as { _id: string; status: string; score?: number; max_score?: number; late_seconds: number };
}
