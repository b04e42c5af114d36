import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { PROJECT_COMPONENT_MESSAGES } from '../../src/rules/projectComponentRules.ts';
import { createProjectComponent, projectConfig, projectWorld, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;

beforeAll(async () => {
  world = await projectWorld();
});

afterAll(async () => {
  await world?.tk.close();
});

const save = (page: string, config: unknown) => world.teacher.post(`components/${page}/new/`, { type: 'project', title: 'Portfolio', config });

/** A rubric row of the course (the rubrics room makes them through its calls; here straight into its table). */
async function rubric(totalPoints: number, archived = false, courseId = world.course.courseId): Promise<string> {
  const id = `${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}${'a'.repeat(12)}`;
  const now = new Date();
  await world.tk.kernel.knex('project_rubrics').insert({
    id,
    course_id: courseId,
    owner_id: world.instructor.id,
    title: 'Essay rubric',
    criteria: JSON.stringify([]),
    total_points: totalPoints,
    archived,
    created_at: now,
    updated_at: now,
  });
  return id;
}

describe('project component save rules (part 2 §5)', () => {
  it('refuses a graded project without a rubric or a max score, with the spec message', async () => {
    const answer = await save(world.pages[0]!, projectConfig({ max_score: null }));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('All projects must have either a Rubric or a designated Max Score. Please go to the Rubric Builder to choose one of these options.');
    expect(answer.body.fields).toEqual([{ field: 'config/project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricOrMaxScore }]);
  });

  it('refuses a rubric and a max score together', async () => {
    const rubricId = await rubric(20);
    const answer = await save(world.pages[0]!, projectConfig({ rubric: true, rubric_id: rubricId, rubric_total_points: 20, max_score: 10 }));
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([{ field: 'config/project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricAndMaxScore }]);
  });

  it('refuses graded comments without a max score, with the spec message', async () => {
    const answer = await save(world.pages[0]!, projectConfig({}, { comments_comp: { comments: { due_date: null, graded: true, max_score: null } } }));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Graded comments must have a max score associated with it');
  });

  it('takes an ungraded project without a max score', async () => {
    const componentId = await createProjectComponent(world, world.pages[1]!, projectConfig({ graded: false, max_score: null }));
    expect(componentId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('must take the whole page', async () => {
    const page = world.pages[1]!;
    const answer = await save(page, projectConfig());
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Project must take entire page to load.');
  });

  it("refuses a rubric that is not the course's, an archived one, and the wrong total points", async () => {
    const page = world.pages[2]!;
    const unknown = await save(page, projectConfig({ max_score: null, rubric: true, rubric_id: 'f'.repeat(24), rubric_total_points: 5 }));
    expect(unknown.body).toMatchObject({ error: 'Could not load the Rubric.', fields: [{ field: 'config/project/rubric_id' }] });
    const archived = await rubric(12, true);
    expect((await save(page, projectConfig({ max_score: null, rubric: true, rubric_id: archived, rubric_total_points: 12 }))).status).toBe(422);
    const rubricId = await rubric(12);
    const wrongTotal = await save(page, projectConfig({ max_score: null, rubric: true, rubric_id: rubricId, rubric_total_points: 10 }));
    expect(wrongTotal.body.fields).toEqual([{ field: 'config/project/rubric_total_points', message: PROJECT_COMPONENT_MESSAGES.rubricPoints }]);
  });

  it("grades with a rubric: the ledger's max score is the rubric's total, the schedule has the due date and late policy", async () => {
    const rubricId = await rubric(24);
    const policy = { penalty: 10, per: 86400 as const, max: 50 };
    const componentId = await createProjectComponent(
      world,
      world.pages[3]!,
      projectConfig({ max_score: null, rubric: true, rubric_id: rubricId, rubric_total_points: 24, due_date: '2026-03-01T12:00:00.000Z', policy }),
    );
    const activity = await world.tk.kernel.resolve(coreServices.gradebookRecords).activity(world.course.courseId, componentId);
    expect(activity).toMatchObject({ type: 'project', maxScore: 24 });
    const [record] = (await world.tk.kernel.resolve(coreServices.gradebookRecords).activities(world.course.courseId)).filter((entry) => entry.componentId === componentId);
    expect(record).toMatchObject({ manualGrading: true, dueDate: new Date('2026-03-01T12:00:00.000Z'), policy });
  });
});
