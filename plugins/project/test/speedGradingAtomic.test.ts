import { afterAll, beforeAll, expect, it } from 'vitest';
import { defineComponentType, type PluginManifest } from '@lms/sdk';
import { createTestKernel, ledgerAttempts } from '@lms/sdk/testing';
import projectPlugin from '../src/server/index.ts';
import { DEFAULT_PROJECT_CONFIG, projectConfigSchema, type ProjectConfig } from '../src/schemas/projectConfig.ts';
import { createProjectComponent, projectConfig, scoreSave, seedProject, storedGrade, type GradingWorld } from './speedGradingFixture.ts';

/** A `project` type whose grading hook fails on a graded payload: the ledger step of a save throws. */
const failingProjectType = defineComponentType<ProjectConfig>({
  type: 'project',
  title: 'Project',
  configSchema: projectConfigSchema,
  defaults: DEFAULT_PROJECT_CONFIG,
  activity: { gradable: true, maxScore: (config) => config.project.max_score ?? 0, manualGrading: true },
  grading: {
    score: ({ submission }) => {
      if ((submission as { grade: number | null }).grade !== null) throw new Error('The ledger is unavailable');
      return { score: 0, maxScore: 20, needsManualGrading: true };
    },
  },
});

/** The project plugin with its own `project` type (if it declares one) swapped for the failing one. */
const projectWithFailingLedger: PluginManifest = {
  ...projectPlugin,
  componentTypes: [...(projectPlugin.componentTypes ?? []).filter((type) => type.type !== 'project'), failingProjectType],
};

let world: GradingWorld;

beforeAll(async () => {
  const tk = await createTestKernel({ plugins: [projectWithFailingLedger] });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ instructor, students: [student], lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
  // Only what this test uses of a world.
  world = { tk, course, other: course, instructor, ada: student, bob: student, cy: student, teacher: await tk.loginAs(instructor) } as unknown as GradingWorld;
});

afterAll(async () => {
  await world?.tk.close();
});

it('stores nothing of a save whose ledger step fails: grade row, status and ledger stand or fall together', async () => {
  const componentId = await createProjectComponent(world, projectConfig());
  const project = await seedProject(world, { componentId, student: world.ada });
  const answer = await world.teacher.post('speed-grading/grade', scoreSave(world, componentId, world.ada, project, { grade: 12 }));
  expect(answer.status).toBe(500);
  const stored = await storedGrade(world, project.projectId);
  expect(stored.grade).toBeNull();
  expect(stored.project).toMatchObject({ status: 'submitted', revision: 1 });
  expect((await ledgerAttempts(world.tk, componentId, world.ada.id))[0]).toMatchObject({ status: 'needs_grading', score: 0 });
});
