import { defineComponentType, definePlugin, jsonSchema, LmsError, type ScoreResult } from '@lms/sdk';
import { latePenalty, latenessSeconds, type LatePolicy } from '@lms/sdk/rules';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import activitySettings from '../src/server/index.ts';

/** A small gradable type with activity settings, as a plugin would declare them: dates, a time limit, a late policy. */
export interface TaskConfig {
  due_date: string | null;
  close_date: string | null;
  time_limit: number;
  policy: LatePolicy | null;
  /** Not a setting: whatever else the type keeps. */
  prompt: string;
}

export const ORDER_MESSAGE = 'Please order your dates sensibly';

const policySchema = {
  type: ['object', 'null'],
  required: ['penalty', 'per', 'max'],
  additionalProperties: false,
  properties: { penalty: { type: 'integer', minimum: 0 }, per: { type: 'integer' }, max: { type: 'integer', maximum: 100 } },
} as const;

const taskType = defineComponentType<TaskConfig>({
  type: 'task',
  title: 'Task',
  configSchema: jsonSchema<TaskConfig>({
    type: 'object',
    required: ['due_date', 'close_date', 'time_limit', 'policy', 'prompt'],
    additionalProperties: false,
    properties: {
      due_date: { type: ['string', 'null'], format: 'date-time' },
      close_date: { type: ['string', 'null'], format: 'date-time' },
      time_limit: { type: 'integer', minimum: 0, errorMessage: 'The time limit is a whole number of seconds.' },
      policy: policySchema,
      prompt: { type: 'string' },
    },
  }),
  defaults: { due_date: null, close_date: null, time_limit: 0, policy: null, prompt: '' },
  activity: {
    gradable: true,
    maxScore: () => 10,
    settings: {
      fields: ['due_date', 'close_date', 'time_limit', 'policy'],
      read: ({ due_date, close_date, time_limit, policy }) => ({ due_date, close_date, time_limit, policy }),
      apply: (config, changes) => ({ ...config, ...changes }) as TaskConfig,
    },
  },
  // Full marks, less the late policy's deduction for work after the due date (read from the config, as the assessment does).
  grading: {
    score: ({ config, submission }): ScoreResult => {
      const submittedAt = new Date((submission as { at: string }).at);
      const late = latenessSeconds(submittedAt, config.due_date === null ? null : new Date(config.due_date));
      if (late <= 0 || !config.policy) return { score: 10, maxScore: 10 };
      const score = latePenalty(10, config.policy, late);
      return { score, maxScore: 10, late: { rawScore: 10, percent: 100 - score * 10, latenessSeconds: late, policy: config.policy } };
    },
  },
  prepare: (config) => {
    if (config.due_date && config.close_date && config.due_date > config.close_date) throw LmsError.validation([{ field: 'config/due_date', message: ORDER_MESSAGE }]);
    return config;
  },
});

const taskPlugin = definePlugin({ id: 'task', version: '1.0.0', kernel: '^1', componentTypes: [taskType] });

export interface SettingsWorld {
  tk: TestKernel;
  course: CourseFixture;
  instructor: TestUser;
  student: TestUser;
  teacher: TestClient;
  /** An assistant with manager rights (the course's default). */
  manager: TestClient;
  learner: TestClient;
  /** "courseId/lessonId/pageId" of the course's pages. */
  pages: string[];
}

export async function settingsWorld(settings: Record<string, unknown> = {}): Promise<SettingsWorld> {
  const tk = await createTestKernel({ plugins: [taskPlugin, activitySettings] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [student],
    settings,
    lessons: [
      { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding' }] },
      { title: 'Shapes', pages: [{ title: 'Circles' }] },
    ],
  });
  const pages = course.lessons.flatMap((lesson) => lesson.pageIds.map((pageId) => `${course.courseId}/${lesson.id}/${pageId}`));
  return { tk, course, instructor, student, teacher: await tk.loginAs(instructor), manager: await tk.loginAs(assistant), learner: await tk.loginAs(student), pages };
}

/** A task on a page, as its author saves it; answers its component id. */
export async function addTask(world: SettingsWorld, page: string, title: string, config: Partial<TaskConfig> = {}): Promise<string> {
  const created = await world.teacher.post(`components/${page}/new/`, { type: 'task', title, config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body._id as string;
}
