import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import type { TestClient } from '@lms/sdk/testing';
import { reopenedMessage } from '../../src/server/projects/ProjectTransitions.ts';
import type { ApiProject } from '../../src/schemas/projectTypes.ts';
import { createProject, createProjectComponent, projectConfig, projectWorld, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;
let courseId: string;

beforeAll(async () => {
  world = await projectWorld();
  courseId = world.course.courseId;
  world.tk.clock.set('2026-05-01T12:00:00.000Z');
});

afterAll(async () => {
  await world?.tk.close();
});

const versionPath = (project: ApiProject) => `projects/${courseId}/${project._id}/versions/${project.current_version._id}`;
const setVersion = (client: TestClient, project: ApiProject, body: Record<string, unknown>) => client.put(versionPath(project), { ...body, revision: project.revision });
const grading = () => world.tk.kernel.resolve(coreServices.grading);
const botTexts = async (client: TestClient) =>
  ((await client.get(`messages/${courseId}/`)).body.messages as { kind: string; text: string }[]).filter((message) => message.kind === 'bot').map((message) => message.text);

async function withText(client: TestClient, project: ApiProject): Promise<ApiProject> {
  const added = await client.post(`projects/${courseId}/${project._id}/artifacts`, { type: 'text', title: 'Notes', content: '<p>notes</p>', revision: project.revision });
  return added.body.project;
}

describe('share and unshare (part 2 §4)', () => {
  let componentId: string;
  let project: ApiProject;

  beforeAll(async () => {
    componentId = await createProjectComponent(world, world.pages[0]!);
    project = await withText(world.adaClient, await createProject(world, world.adaClient, componentId, world.pages[0]!));
  });

  it('shares a draft, which locks it against edits, and records the share on its version', async () => {
    const shared = await setVersion(world.adaClient, project, { is_shared: true });
    expect(shared.body).toMatchObject({ status: 'shared', locked: true, revision: project.revision + 1 });
    const edit = await world.adaClient.put(`projects/${courseId}/${project._id}`, { title: 'New', revision: shared.body.revision });
    expect(edit.body.errno).toBe('project-locked');
    const add = await world.adaClient.post(`projects/${courseId}/${project._id}/artifacts`, { type: 'url', title: '', url: 'https://example.org', revision: shared.body.revision });
    expect(add.body.errno).toBe('project-locked');
    expect((await setVersion(world.adaClient, shared.body, { is_shared: true })).body.errno).toBe('project-status');
    project = shared.body;
  });

  it('unshares into a new editable version; the shared one stays in the history', async () => {
    const unshared = await setVersion(world.adaClient, project, { is_shared: false });
    expect(unshared.body).toMatchObject({ status: 'draft', locked: false, current_version: { index: 2, artifacts: [{ title: 'Notes' }] } });
    expect((await setVersion(world.adaClient, unshared.body, { is_shared: false })).body.errno).toBe('project-status');
    // The screen still showing version 1 is out of date.
    expect((await world.adaClient.put(versionPath(project), { is_shared: true, revision: unshared.body.revision })).body.errno).toBe('project-changed');
    project = unshared.body;
  });

  it('refuses sharing before submit where the component does not allow it, allows it after', async () => {
    const closedId = await createProjectComponent(world, world.pages[1]!, projectConfig({}, { sharing_allowed_before_submit: false }));
    const closed = await withText(world.bobClient, await createProject(world, world.bobClient, closedId, world.pages[1]!));
    const refused = await setVersion(world.bobClient, closed, { is_shared: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errno: 'sharing-not-allowed', error: 'Projects on this page can be shared once they are submitted.' });
    const submitted = await setVersion(world.bobClient, closed, { is_submitted: true, course_id: courseId });
    const shared = await setVersion(world.bobClient, submitted.body, { is_shared: true });
    expect(shared.body).toMatchObject({ status: 'submitted', locked: true });
    expect((await world.adaClient.get(`projects/${courseId}/${closed._id}`)).body.mode).toBe('foreignProjectView');
    const unshared = await setVersion(world.bobClient, shared.body, { is_shared: false });
    expect(unshared.body).toMatchObject({ status: 'submitted', current_version: { index: 1 } });
    expect((await world.adaClient.get(`projects/${courseId}/${closed._id}`)).status).toBe(404);
  });
});

describe('submit, grade and reopen', () => {
  let componentId: string;
  let activityId: string;
  let project: ApiProject;

  beforeAll(async () => {
    componentId = await createProjectComponent(world, world.pages[2]!, projectConfig({ due_date: '2026-04-01T00:00:00.000Z', policy: { penalty: 10, per: 86400, max: 50 } }));
    activityId = (await grading().activityOf(courseId, componentId))!;
    project = await withText(world.adaClient, await createProject(world, world.adaClient, componentId, world.pages[2]!));
  });

  it('submits after the due date as submitted late, locked, with the ledger attempt waiting for grading', async () => {
    const submitted = await setVersion(world.adaClient, project, { is_submitted: true, course_id: courseId });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted late', locked: true, submitted_at: '2026-05-01T12:00:00.000Z', policy: { penalty: 10, per: 86400, max: 50 } });
    const [attempt] = await grading().attempts(activityId, world.ada.id);
    expect(attempt).toMatchObject({ status: 'needs_grading', needsManualGrading: true, maxScore: 10, submission: { project_id: project._id, version_id: project.current_version._id } });
    expect((await setVersion(world.adaClient, submitted.body, { is_submitted: true, course_id: courseId })).body.errno).toBe('project-status');
    const versions = await world.adaClient.get(`projects/${courseId}/${project._id}/versions`);
    expect(versions.body[0]).toMatchObject({ is_submitted: true, operations: [{ action: 'submit', timestamp: '2026-05-01T12:00:00.000Z' }] });
    project = submitted.body;
  });

  it('submits on time as submitted (no due date is 2199-12-31)', async () => {
    const openId = await createProjectComponent(world, world.pages[3]!);
    const open = await withText(world.bobClient, await createProject(world, world.bobClient, openId, world.pages[3]!));
    expect((await setVersion(world.bobClient, open, { is_submitted: true, course_id: courseId })).body.status).toBe('submitted');
  });

  it("scores the attempt from the speed grader's payload", async () => {
    const [attempt] = await grading().attempts(activityId, world.ada.id);
    const graded = await grading().updateSubmission(attempt!.id, { project_id: project._id, version_id: project.current_version._id, grade: 8, max_score: 10, late_percent: 0, apply_policy: false, late: null });
    expect(graded).toMatchObject({ status: 'graded', score: 8, maxScore: 10, needsManualGrading: false });
  });

  it("is graded late by the speed grader's save, once submitted", async () => {
    const save = (projectId: string) =>
      world.teacher.post('speed-grading/grade', {
        component_id: componentId,
        component_title: 'Portfolio',
        course_id: courseId,
        student_id: world.ada.id,
        project_id: projectId,
        revision: 0,
        grade: 8,
        max_score: 10,
        text_grades: {},
        text_feedback: '',
        audio_feedback: null,
        video_feedback: null,
        type: 'score',
        apply_policy: false,
        criteria: {},
        rubric_id: null,
      });
    expect((await save(project._id)).status).toBe(200);
    const read = await world.adaClient.get(`projects/${courseId}/${project._id}`);
    expect(read.body.project).toMatchObject({ status: 'graded late', locked: true, revision: project.revision + 1 });
    // A draft is never graded: the speed grader lists submitted or graded work only.
    const draftId = (await createProject(world, world.bobClient, componentId, world.pages[2]!))._id;
    expect((await save(draftId)).status).not.toBe(200);
    project = read.body.project;
  });

  it('lets professors only reopen: back to draft in a new version, out of the ledger, and the owner is told', async () => {
    const bySelf = await setVersion(world.adaClient, project, { is_submitted: false, course_id: courseId });
    expect(bySelf.body).toMatchObject({ errno: 'project-permission-denied', error: 'Permission denied.' });
    const reopened = await setVersion(world.helper, project, { is_submitted: false, course_id: courseId });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'draft', locked: false, current_version: { index: 2, artifacts: [{ title: 'Notes' }] } });
    expect(await grading().attempts(activityId, world.ada.id)).toEqual([]);
    expect(await botTexts(world.adaClient)).toContain(reopenedMessage('My portfolio'));
    expect(await botTexts(world.bobClient)).not.toContain(reopenedMessage('My portfolio'));
    expect((await setVersion(world.teacher, reopened.body, { is_submitted: false, course_id: courseId })).body.errno).toBe('project-status');
    project = reopened.body;
  });

  it('needs grading again once resubmitted', async () => {
    const resubmitted = await setVersion(world.adaClient, project, { is_submitted: true, course_id: courseId });
    expect(resubmitted.body.status).toBe('submitted late');
    const attempts = await grading().attempts(activityId, world.ada.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'needs_grading', submission: { version_id: project.current_version._id } });
  });

  it('answers the status of a student on a component to professors and the student', async () => {
    const path = `projects/status/${courseId}/${componentId}/${world.ada.id}`;
    expect((await world.teacher.get(path)).body).toEqual({ project_id: project._id, status: 'submitted late', submitted_at: '2026-05-01T12:00:00.000Z' });
    expect((await world.adaClient.get(path)).body.status).toBe('submitted late');
    expect((await world.bobClient.get(path)).body).toMatchObject({ errno: 'project-permission-denied', error: 'Permission denied.' });
    expect((await world.teacher.get(`projects/status/${courseId}/${componentId}/${world.bob.id}`)).body).toMatchObject({ status: 'draft', submitted_at: null });
    expect((await world.teacher.get(`projects/status/${courseId}/${componentId}/${world.instructor.id}`)).body).toEqual({ project_id: null, status: null, submitted_at: null });
  });
});
