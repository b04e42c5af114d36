import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { gradebookTypesPlugin, PLANNED_DEFAULTS, type PlannedConfig, type PlannerConfig } from './gradebookTypes.ts';

let tk: TestKernel;
let course: CourseFixture;
let teacher: TestClient;
let page: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [gradebookTypesPlugin] });
  const instructor = await tk.createUser('instructor');
  course = await tk.createCourse({ instructor });
  teacher = await tk.loginAs(instructor);
  page = `${course.courseId}/${course.first.lessonId}/${course.first.pageId}`;
});

afterAll(() => tk?.close());

const activityOf = (componentId: string) =>
  tk.kernel
    .knex('activities')
    .where({ component_id: componentId })
    .first('open_date', 'due_date', 'close_date', 'time_limit', 'submission_attempts', 'policy', 'graded', 'settings');

async function create(type: string, config: unknown): Promise<string> {
  const created = await teacher.post(`components/${page}/new/`, { type, config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body._id as string;
}

async function save(componentId: string, config: unknown): Promise<void> {
  const saved = await teacher.put(`components/${page}/${componentId}/`, { config });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
}

describe('the ledger activity follows its component on every save', () => {
  it("reads a type's standard config fields when it describes no schedule, and keeps settings it does not own", async () => {
    const config: PlannedConfig = {
      ...PLANNED_DEFAULTS,
      open_date: '2030-01-01T00:00:00.000Z',
      due_date: '2030-01-08T00:00:00.000Z',
      time_limit: 1200,
      submission_attempts: 2,
      policy: { penalty: 5, per: 86400, max: 25, humanly_per: 'Day' },
      graded: false,
    };
    const componentId = await create('planned', config);
    expect(await activityOf(componentId)).toEqual({
      open_date: new Date('2030-01-01T00:00:00Z'),
      due_date: new Date('2030-01-08T00:00:00Z'),
      close_date: null,
      time_limit: 1200,
      submission_attempts: 2,
      policy: { penalty: 5, per: 86400, max: 25 },
      graded: false,
      settings: { score_visibility: 'immediately', scoring_method: 'highest' },
    });

    await tk.kernel.knex('activities').where({ component_id: componentId }).update({ settings: JSON.stringify({ score_visibility: 'never', rollup_hint: 3 }) });
    await save(componentId, { ...config, due_date: null, close_date: '2030-02-01T00:00:00.000Z', policy: null, graded: true, submission_attempts: 0 });
    expect(await activityOf(componentId)).toMatchObject({
      due_date: null,
      close_date: new Date('2030-02-01T00:00:00Z'),
      submission_attempts: 0,
      policy: null,
      graded: true,
      settings: { score_visibility: 'immediately', scoring_method: 'highest', rollup_hint: 3 },
    });
  });

  it("takes the schedule, score visibility and scoring method from the type's descriptor hooks", async () => {
    const config: PlannerConfig = { when: { opens: '2030-03-01T08:00:00.000Z', due: null }, shown: 'after_due_date_or_max_attempts', method: 'latest', practice: true };
    const componentId = await create('planner', config);
    expect(await activityOf(componentId)).toEqual({
      open_date: new Date('2030-03-01T08:00:00Z'),
      due_date: null,
      close_date: null,
      time_limit: 600,
      submission_attempts: 2,
      policy: { penalty: 5, per: 3600, max: 100 },
      graded: false,
      settings: { score_visibility: 'after_due_date_or_max_attempts', scoring_method: 'latest' },
    });
    await save(componentId, { ...config, shown: 'never', method: 'average', practice: false });
    expect(await activityOf(componentId)).toMatchObject({ graded: true, settings: { score_visibility: 'never', scoring_method: 'average' } });
  });
});
