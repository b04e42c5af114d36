import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { projectDemo } from '../../src/server/projects/projectDemo.ts';
import { projectDemoSeed } from '../../src/server/projects/projectDemoSeed.ts';
import { createProjectComponent, projectWorld, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;
let componentId: string;

const user = (testUser: { id: string }) => ({ id: testUser.id }) as SessionUser;

function seed(createdComponents: Record<string, string[]>): Promise<string[]> {
  return projectDemoSeed.seed({
    courseId: world.course.courseId,
    paidCourseId: world.course.courseId,
    administrator: user(world.instructor),
    instructor: user(world.instructor),
    students: [user(world.ada), user(world.bob)],
    createdComponents,
    deps: world.tk.kernel.resolveDepsFor('project', projectDemoSeed.deps),
  });
}

beforeAll(async () => {
  world = await projectWorld();
  componentId = await createProjectComponent(world, world.pages[0]!, projectDemo.config);
});

afterAll(async () => {
  await world?.tk.close();
});

describe('the demo projects', () => {
  it('has a late submission to speed grade and a shared project, made on the run that made the component only', async () => {
    const notes = await seed({ project: [componentId] });
    expect(notes[0]).toContain(`/${world.pages[0]}`);
    // A later run keeps the projects as they are and only points at the demo rubric.
    expect(await seed({})).toEqual([expect.stringContaining('rubrics_manager')]);
    expect(await world.tk.kernel.knex('project_rubrics').where({ title: 'Portfolio rubric' })).toHaveLength(1);
    const lists = await world.teacher.get(`projects/by-component/${world.course.courseId}/${componentId}`);
    expect(lists.body.submitted).toEqual([expect.objectContaining({ title: 'Inside a plant cell', status: 'submitted late', user: expect.objectContaining({ id: world.ada.id }) })]);
    expect(lists.body.shared).toEqual([expect.objectContaining({ title: 'Cells I drew', status: 'shared' })]);
    const submitted = await world.teacher.get(`projects/${world.course.courseId}/${lists.body.submitted[0]._id}`);
    expect(submitted.body.project).toMatchObject({ _max_score: 10, policy: { penalty: 10, per: 86400, max: 50 }, current_version: { artifacts: [{ type: 'text', title: 'What I learned' }] } });
  });
});
