import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, testSockets } from '@lms/sdk/testing';
import type { CommentBankEntry } from '../src/calls/speedGradingCalls.ts';
import { createProjectComponent, gradingWorld, projectConfig, scoreSave, seedProject, type GradingWorld } from './speedGradingFixture.ts';

let world: GradingWorld;
let componentId: string;
const sockets = testSockets();

beforeAll(async () => {
  world = await gradingWorld();
  componentId = await createProjectComponent(world);
});

afterAll(async () => {
  sockets.closeAll();
  await world?.tk.close();
});

describe('comment bank: speed-grading/{courseId}/comment-bank', () => {
  const bank = (course = world.course.courseId) => `speed-grading/${course}/comment-bank`;

  it("adds, lists newest first and removes the course's comments, shared by its graders", async () => {
    const first = await world.teacher.post<CommentBankEntry>(bank(), { text: '  Cite your sources.  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ text: 'Cite your sources.', owned_by: world.instructor.id });
    world.tk.clock.advance(1000);
    const second = await world.helper.post<CommentBankEntry>(bank(), { text: 'Great structure.' });
    expect((await world.teacher.get<CommentBankEntry[]>(bank())).body.map((entry) => entry.text)).toEqual(['Great structure.', 'Cite your sources.']);
    expect((await world.teacher.request('DELETE', `${bank()}/${second.body._id}`)).status).toBe(204);
    expect((await world.helper.get<CommentBankEntry[]>(bank())).body.map((entry) => entry._id)).toEqual([first.body._id]);
  });

  it('refuses an empty or too long comment', async () => {
    expect(await world.teacher.post(bank(), { text: '   ' })).toMatchObject({ status: 422, body: { fields: [{ field: 'text' }] } });
    expect((await world.teacher.post(bank(), { text: 'x'.repeat(5001) })).status).toBe(422);
    expect((await world.teacher.post(bank(), {})).status).toBe(422);
  });

  it("keeps each course's bank to itself and to its professors", async () => {
    const ours = await world.teacher.post<CommentBankEntry>(bank(), { text: 'Ours' });
    expect((await world.otherTeacher.request('DELETE', `${bank(world.other.courseId)}/${ours.body._id}`)).status).toBe(404);
    expect((await world.otherTeacher.get<CommentBankEntry[]>(bank(world.other.courseId))).body).toEqual([]);
    expect(await world.adaClient.get(bank())).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect((await world.adaClient.post(bank(), { text: 'Mine' })).status).toBe(403);
    expect((await world.adaClient.request('DELETE', `${bank()}/${ours.body._id}`)).status).toBe(403);
    expect((await world.plainAssistant.get(bank(world.other.courseId))).status).toBe(403);
  });
});

describe('live saves: project:speed-grading-join', () => {
  const room = () => ({ courseId: world.course.courseId, componentId });

  it("lets the component's professors in, nobody else", async () => {
    const teacher = await sockets.connect(world.tk, world.teacher);
    expect(await ask(teacher, 'project:speed-grading-join', room())).toEqual({ ok: true, data: { joined: true } });
    const ada = await sockets.connect(world.tk, world.adaClient);
    expect(await ask(ada, 'project:speed-grading-join', room())).toMatchObject({ ok: false, errno: 'access-denied' });
    const other = await sockets.connect(world.tk, world.otherTeacher);
    expect(await ask(other, 'project:speed-grading-join', room())).toMatchObject({ ok: false, errno: 'access-denied' });
    expect(await ask(teacher, 'project:speed-grading-join', { courseId: world.course.courseId, componentId: '0'.repeat(24) })).toMatchObject({ ok: false, errno: 'not-found' });
  });

  it("tells another grader's screen about a save once it is committed", async () => {
    const watcher = await sockets.connect(world.tk, world.helper);
    await ask(watcher, 'project:speed-grading-join', room());
    const heard: { event: string; payload: any }[] = [];
    watcher.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    const project = await seedProject(world, { componentId, student: world.bob });
    const saved = await world.teacher.post('speed-grading/grade', scoreSave(world, componentId, world.bob, project, { grade: 11 }));
    expect(saved.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([
      {
        event: 'project:grade-saved',
        payload: expect.objectContaining({ course_id: world.course.courseId, component_id: componentId, student_id: world.bob.id, project_id: project.projectId, status: 'graded', graded_by: world.instructor.id, grade: expect.objectContaining({ grade: 11, revision: 1 }) }),
      },
    ]);
    // Refused saves tell nobody.
    await world.teacher.post('speed-grading/grade', scoreSave(world, componentId, world.bob, project, { grade: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toHaveLength(1);
    expect(await ask(watcher, 'project:speed-grading-leave', room())).toEqual({ ok: true, data: { left: true } });
  });
});
