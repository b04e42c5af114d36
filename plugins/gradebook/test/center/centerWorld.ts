import { coreServices, defineComponentType, definePlugin, jsonSchema, type GradeLedger } from '@lms/sdk';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import gradebookPlugin from '../../src/server/index.ts';

/** An essay whose submission says whether a person still has to grade it: `{ pending }`. */
const essayType = defineComponentType<Record<string, never>>({
  type: 'essay',
  title: 'Essay',
  configSchema: jsonSchema({ type: 'object', properties: {} }),
  defaults: {},
  activity: { gradable: true, maxScore: () => 10, manualGrading: true },
  grading: {
    score: ({ submission }) => {
      const pending = (submission as { pending: boolean }).pending;
      return { score: pending ? 0 : 8, maxScore: 10, needsManualGrading: pending };
    },
  },
});

const essayPlugin = definePlugin({ id: 'essay-test', version: '1.0.0', kernel: '^1', componentTypes: [essayType] });

/** Sessions outlive the years the tests move the clock by. */
const TEN_YEARS = 10 * 365 * 24 * 3600;

export interface CenterWorld {
  tk: TestKernel;
  course: CourseFixture;
  ledger: GradeLedger;
  instructor: TestUser;
  assistant: TestUser;
  ada: TestUser;
  bob: TestUser;
  cy: TestUser;
  teacher: TestClient;
  /** An assistant of the course. */
  helper: TestClient;
  /** An instructor of another course only. */
  stranger: TestClient;
  learner: TestClient;
  /** Adds an essay on the page of that index and answers its component id. */
  essay(title: string, page?: number): Promise<string>;
  /** Records an attempt of `user` on the essay, waiting for a person or not, at the kernel's clock. */
  submit(componentId: string, user: TestUser, pending: boolean): Promise<void>;
}

/** A kernel with the gradebook and an essay type graded by people; a course with Ada Lovelace, Bob Hope and Cy Young. */
export async function centerWorld(): Promise<CenterWorld> {
  const tk = await createTestKernel({ plugins: [essayPlugin, gradebookPlugin], config: { sessionTtlSeconds: TEN_YEARS } });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('instructor');
  const outsider = await tk.createUser('instructor');
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [ada, bob, cy],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }] }],
  });
  await tk.createCourse({ instructor: outsider });
  const ledger = tk.kernel.resolveFor('essay-test', coreServices.grading);
  const teacher = await tk.loginAs(instructor);
  const pageIds = course.lessons[0]!.pageIds;
  return {
    tk,
    course,
    ledger,
    instructor,
    assistant,
    ada,
    bob,
    cy,
    teacher,
    helper: await tk.loginAs(assistant),
    stranger: await tk.loginAs(outsider),
    learner: await tk.loginAs(ada),
    async essay(title, page = 0) {
      const created = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${pageIds[page]}/new/`, { type: 'essay', title });
      if (created.status !== 201) throw new Error(`essay not created: ${JSON.stringify(created.body)}`);
      return created.body._id as string;
    },
    async submit(componentId, user, pending) {
      const activityId = await ledger.activityOf(course.courseId, componentId);
      await ledger.recordSubmission({ activityId: activityId!, userId: user.id, submission: { pending } });
    },
  };
}
