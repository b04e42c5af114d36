import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { TestClient } from '@lms/sdk/testing';
import type { ApiProject } from '../../src/schemas/projectTypes.ts';
import { createProject, createProjectComponent, projectWorld, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;
let project: ApiProject;
const sockets: Socket[] = [];

async function connect(client: TestClient): Promise<Socket> {
  const socket = io(world.tk.url, { path: '/server/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: `lms_session=${client.cookie('lms_session')}` } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, projectId: string) => socket.timeout(5000).emitWithAck('project:join', { courseId: world.course.courseId, projectId });

function recorder(socket: Socket) {
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return heard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  world = await projectWorld();
  const componentId = await createProjectComponent(world, world.pages[0]!);
  project = await createProject(world, world.adaClient, componentId, world.pages[0]!);
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await world?.tk.close();
});

describe('the project room', () => {
  it("admits the project's readers only", async () => {
    expect(await join(await connect(world.adaClient), project._id)).toEqual({ ok: true, data: { mode: 'myProjectView' } });
    expect(await join(await connect(world.teacher), project._id)).toEqual({ ok: true, data: { mode: 'previewView' } });
    expect(await join(await connect(world.bobClient), project._id)).toMatchObject({ ok: false, errno: 'not-found' });
  });

  it('tells every open screen of the project that it changed, after the write', async () => {
    const teacher = await connect(world.teacher);
    await join(teacher, project._id);
    const heard = recorder(teacher);
    const renamed = await world.adaClient.put(`projects/${world.course.courseId}/${project._id}`, { title: 'Renamed', revision: project.revision });
    await settle();
    expect(heard).toEqual([{ event: 'project:changed', payload: { projectId: project._id, revision: renamed.body.revision } }]);
    const refused = await world.adaClient.put(`projects/${world.course.courseId}/${project._id}`, { title: 'Stale', revision: project.revision });
    expect(refused.status).toBe(409);
    await settle();
    expect(heard).toHaveLength(1);
    await world.adaClient.delete(`projects/${world.course.courseId}/${project._id}?revision=${renamed.body.revision}`);
    await settle();
    expect(heard[1]).toEqual({ event: 'project:deleted', payload: { projectId: project._id } });
  });
});
