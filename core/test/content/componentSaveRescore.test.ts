import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/contract';
import { defineComponentType, definePlugin, jsonSchema, type ScoreResult } from '@lms/sdk';
import { latePenalty, latenessSeconds, type LatePolicy } from '@lms/sdk/rules';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';

/** A gradable type scored in full, less its late policy's deduction for work after its due date (both read from the config, as the assessment does). */
interface TaskConfig {
  due_date: string | null;
  close_date: string | null;
  policy: LatePolicy | null;
  prompt: string;
}

const taskType = defineComponentType<TaskConfig>({
  type: 'late_task',
  title: 'Task',
  configSchema: jsonSchema<TaskConfig>({
    type: 'object',
    required: ['due_date', 'close_date', 'policy', 'prompt'],
    additionalProperties: false,
    properties: {
      due_date: { type: ['string', 'null'], format: 'date-time' },
      close_date: { type: ['string', 'null'], format: 'date-time' },
      policy: {
        type: ['object', 'null'],
        required: ['penalty', 'per', 'max'],
        additionalProperties: false,
        properties: { penalty: { type: 'integer', minimum: 0 }, per: { type: 'integer' }, max: { type: 'integer', maximum: 100 } },
      },
      prompt: { type: 'string' },
    },
  }),
  defaults: { due_date: null, close_date: null, policy: null, prompt: '' },
  activity: { gradable: true, maxScore: () => 10 },
  grading: {
    score: ({ config, submission }): ScoreResult => {
      const late = latenessSeconds(new Date((submission as { at: string }).at), config.due_date === null ? null : new Date(config.due_date));
      if (late <= 0 || !config.policy) return { score: 10, maxScore: 10 };
      const score = latePenalty(10, config.policy, late);
      return { score, maxScore: 10, late: { rawScore: 10, percent: 100 - score * 10, latenessSeconds: late, policy: config.policy } };
    },
  },
});

const taskPlugin = definePlugin({ id: 'late-task-test', version: '1.0.0', kernel: '^1', componentTypes: [taskType] });

const DUE = '2030-03-01T12:00:00.000Z';
const HOUR_LATE = '2030-03-01T13:00:00.000Z';
const TEN_A_DAY = { penalty: 10, per: 86400, max: 50 };

let tk: TestKernel;
let ledger: GradeLedger;
let teacher: TestClient;
let student: TestUser;
let page: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [taskPlugin] });
  const instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student] });
  teacher = await tk.loginAs(instructor);
  ledger = tk.kernel.resolveFor('late-task-test', coreServices.grading);
  page = `${course.courseId}/${course.first.lessonId}/${course.first.pageId}`;
});

afterAll(() => tk?.close());

/** A task with an attempt an hour after DUE; answers the component, its activity and a save of its config. */
async function lateTask(config: Partial<TaskConfig>) {
  const created = await teacher.post(`components/${page}/new/`, { type: 'late_task', config: { due_date: DUE, ...config } });
  expect(created.status).toBe(201);
  const componentId = created.body._id as string;
  const activityId = (await ledger.activityOf(page.split('/')[0]!, componentId))!;
  await ledger.recordSubmission({ activityId, userId: student.id, submission: { at: HOUR_LATE } });
  const save = async (change: Partial<TaskConfig>) => {
    const current = (await teacher.get(`components/${page.split('/')[0]}/${componentId}/`)).body.config as TaskConfig;
    const saved = await teacher.put(`components/${page}/${componentId}/`, { config: { ...current, ...change } });
    expect(saved.status).toBe(200);
  };
  const score = async () => Number((await ledger.attempts(activityId, student.id))[0]!.score);
  return { save, score };
}

describe('a component save that moves a deadline or the late policy (issue 18, as the activity settings list)', () => {
  it('applies a late policy set afterwards to a late attempt already recorded', async () => {
    const task = await lateTask({ policy: null });
    expect(await task.score()).toBe(10);
    await task.save({ policy: TEN_A_DAY });
    expect(await task.score()).toBe(9);
  });

  it('lifts the deduction when the due date moves past the attempt, and brings it back when it moves back', async () => {
    const task = await lateTask({ policy: TEN_A_DAY });
    expect(await task.score()).toBe(9);
    await task.save({ due_date: '2030-03-02T12:00:00.000Z' });
    expect(await task.score()).toBe(10);
    await task.save({ due_date: DUE });
    expect(await task.score()).toBe(9);
  });
});
