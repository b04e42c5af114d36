import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, ledgerActivity, replaceLedgerActivity } from '@lms/sdk/testing';
import type { GradingQueue, GradingSubmission } from '../src/calls/speedGradingCalls.ts';
import { createProjectComponent, gradingWorld, projectConfig, seedProject, storeRubric, type GradingWorld, type SeededProject } from './speedGradingFixture.ts';

let world: GradingWorld;
let componentId: string;
let empty: string;
let adaProject: SeededProject;
let sketchId: string;
/** Bob's own upload (the submissions library), shown through his project. */
let bobsUpload: string;
let bobsProject: SeededProject;
const DUE = new Date('2026-03-01T12:00:00Z');
const POLICY = { penalty: 10, per: 86400, max: 50 };

beforeAll(async () => {
  world = await gradingWorld();
  componentId = await createProjectComponent(world, projectConfig({ due_date: DUE.toISOString() }));
  empty = await createProjectComponent(world, projectConfig(), 1);
  await replaceLedgerActivity(world.tk, componentId, { schedule: { policy: POLICY } });
  sketchId = (await world.tk.libraryFile(world.course.courseId, { name: 'sketch.png', library: 'images' })).id;
  // Ada: 2.5 days late (3 periods of a day: 30%); Bob: on time; Cy: a draft; Dee: reopened; Eve: shared.
  adaProject = await seedProject(world, { componentId, student: world.ada, status: 'submitted_late', submittedAt: new Date(DUE.getTime() + 2.5 * 86400_000), mediaId: sketchId });
  bobsUpload = (await world.tk.libraryFile(world.course.courseId, { name: 'own.png', library: 'submissions' })).id;
  bobsProject = await seedProject(world, { componentId, student: world.bob, status: 'graded', submittedAt: new Date(DUE.getTime() - 3600_000), mediaId: bobsUpload });
  await seedProject(world, { componentId, student: world.cy, status: 'draft' });
  for (const [firstname, status, reopened] of [['Dee', 'submitted', true], ['Eve', 'shared', false]] as const) {
    const student = await world.tk.createUser('student', { firstname, lastname: 'Zed' });
    await enrol(world.tk, world.course.courseId, student.id);
    await seedProject(world, { componentId, student, status, reopened });
  }
});

afterAll(async () => {
  await world?.tk.close();
});

const queuePath = (component: string, course = world.course.courseId) => `speed-grading/${course}/${component}/queue`;
const studentPath = (studentId: string, component = componentId) => `speed-grading/${world.course.courseId}/${component}/student/${studentId}`;

describe('GET speed-grading/{courseId}/{componentId}/queue', () => {
  it('lists submitted and graded projects by last name, never drafts, shared or reopened ones', async () => {
    const answer = await world.teacher.get<GradingQueue>(queuePath(componentId));
    expect(answer.status).toBe(200);
    expect(answer.body.entries).toEqual([
      { student_id: world.bob.id, name: 'Bob Hope', project_id: expect.any(String), status: 'graded', submitted_at: new Date(DUE.getTime() - 3600_000).toISOString(), graded: true },
      { student_id: world.ada.id, name: 'Ada Lovelace', project_id: adaProject.projectId, status: 'submitted late', submitted_at: new Date(DUE.getTime() + 2.5 * 86400_000).toISOString(), graded: false },
    ]);
    expect(answer.body).toMatchObject({ component_title: 'Portfolio', rubric: null, max_score: 20, policy: POLICY, due_date: DUE.toISOString() });
  });

  it("shows a student's own upload at the project's file address, as the project screen does", async () => {
    const answer = await world.teacher.get<GradingSubmission>(studentPath(world.bob.id));
    const file = answer.body.project.current_version.artifacts.find((artifact) => artifact.file?.id === bobsUpload)?.file;
    expect(file?.url).toBe(`/server/projects/${world.course.courseId}/${bobsProject.projectId}/files/${bobsUpload}`);
  });

  it("answers 404 'No submissions found' when nothing is submitted or graded", async () => {
    const answer = await world.teacher.get(queuePath(empty));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errno: 'no-submissions', error: 'No submissions found' });
  });

  it('gives the rubric the component grades with, and its total as the max score', async () => {
    const rubric = await storeRubric(world, world.instructor.id);
    const withRubric = await createProjectComponent(world, projectConfig({ rubric: true, rubric_id: rubric.id, rubric_total_points: 15, max_score: null }), 2);
    await seedProject(world, { componentId: withRubric, student: world.ada, maxScore: 15 });
    const answer = await world.teacher.get<GradingQueue>(queuePath(withRubric));
    expect(answer.body.max_score).toBe(15);
    expect(answer.body.rubric).toMatchObject({ _id: rubric.id, title: 'Essay rubric', total_points: 15, criteria: rubric.criteria, owner_name: 'Irene Teach', used_by: 1 });
  });

  it('is for professors only: assistants with manager rights yes; students, assistants without them and other courses no', async () => {
    expect((await world.helper.get(queuePath(componentId))).status).toBe(200);
    expect(await world.adaClient.get(queuePath(componentId))).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await world.otherTeacher.get(queuePath(componentId))).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    const otherComponent = await createProjectComponent(world, projectConfig(), 0, world.other, world.otherTeacher);
    expect(await world.plainAssistant.get(queuePath(otherComponent, world.other.courseId))).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    // Another course's component through this course: not found.
    expect((await world.teacher.get(queuePath(otherComponent))).status).toBe(404);
  });
});

describe('GET speed-grading/{courseId}/{componentId}/student/{studentId}', () => {
  it("answers the submitted version's artifacts with their files, how late it came and what the policy takes", async () => {
    const answer = await world.teacher.get<GradingSubmission>(studentPath(world.ada.id));
    expect(answer.status).toBe(200);
    const { project } = answer.body;
    expect(answer.body).toMatchObject({ student_id: world.ada.id, grade: null, seconds_late: 2.5 * 86400, late_percent: 30 });
    expect(project).toMatchObject({
      _id: adaProject.projectId,
      status: 'submitted late',
      locked: true,
      user: { id: world.ada.id, label: 'Ada Lovelace' },
      owned_by: { _id: world.ada.id },
      _max_score: 20,
      _rubric_id: null,
      due_date: DUE.toISOString(),
      policy: POLICY,
      component_id: componentId,
    });
    expect(project.current_version._id).toBe(adaProject.versionId);
    expect(project.current_version.artifacts.map((artifact) => artifact._id)).toEqual(adaProject.artifactIds);
    expect(project.current_version.artifacts[2]).toMatchObject({ type: 'image', file: { id: sketchId, filename: 'sketch.png', url: `/server/media/${world.course.courseId}/${sketchId}/sketch.png`, converting: false } });
  });

  it("answers 404 'No submissions found' for a draft, a reopened project or a student without one", async () => {
    for (const studentId of [world.cy.id, world.instructor.id]) {
      expect(await world.teacher.get(studentPath(studentId))).toMatchObject({ status: 404, body: { errno: 'no-submissions', error: 'No submissions found' } });
    }
    const reopened = (await world.tk.kernel.knex('project_projects').where({ component_id: componentId, status: 'submitted' }).whereNotNull('reopened_at').first()) as { owner_id: string };
    expect((await world.teacher.get(studentPath(reopened.owner_id))).status).toBe(404);
  });

  it('is for professors only: a student never reads a classmate\'s submission or grade, nor their own here', async () => {
    expect(await world.adaClient.get(studentPath(world.bob.id))).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await world.adaClient.get(studentPath(world.ada.id))).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect((await world.otherTeacher.get(studentPath(world.ada.id))).status).toBe(403);
  });

  it('reads the ledger activity it grades into', async () => {
    expect(await ledgerActivity(world.tk, componentId)).toMatchObject({ manualGrading: true, graded: true });
  });
});
