import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '@lms/sdk/testing';
import { io, type Socket } from 'socket.io-client';
import type { TestClient } from '@lms/sdk/testing';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardConfig, boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let boardId: string;
let base: string;
const sockets: Socket[] = [];

async function connect(client: TestClient): Promise<Socket> {
  const socket = io(world.tk.url, {
    path: '/server/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `lms_session=${client.cookie('lms_session')}` },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, payload: unknown) => socket.timeout(5000).emitWithAck('board:join', payload);

/** Everything a socket hears, by event. */
function recorder(socket: Socket) {
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return heard;
}

/** Lets events in flight arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  world = await boardWorld();
  boardId = await createBoard(world);
  base = boardPath(world, boardId);
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await world?.tk.close();
});

describe('live board events', () => {
  it('admits course members to the board room, refuses others', async () => {
    const outsider = await world.tk.loginAs(await world.tk.createUser('student'));
    const socket = await connect(outsider);
    expect(await join(socket, { courseId: world.course.courseId, boardId })).toMatchObject({ ok: false, errno: 'student-not-in-course' });
    const ada = await connect(world.adaClient);
    expect(await join(ada, { courseId: world.course.courseId, boardId })).toEqual({ ok: true, data: { reads: true, moderator: false } });
    expect(await join(ada, { courseId: world.course.courseId, boardId: '0'.repeat(24) })).toMatchObject({ ok: false, errno: 'not-found', error: 'Did not find a discussion board' });
    expect(await join(ada, { courseId: world.course.courseId })).toMatchObject({ ok: false, errno: 'validation-failed' });
  });

  it('sends new, edited, deleted, undeleted, pinned posts to the room; flagged ones to moderators only', async () => {
    const ada = await connect(world.adaClient);
    const teacher = await connect(world.teacher);
    await join(ada, { courseId: world.course.courseId, boardId });
    expect(await join(teacher, { courseId: world.course.courseId, boardId })).toEqual({ ok: true, data: { reads: true, moderator: true } });
    const adaHeard = recorder(ada);
    const teacherHeard = recorder(teacher);

    const post = (await world.bobClient.post(`${base}posts/`, { message: 'Live hello' })).body as ApiPost;
    await world.bobClient.put(`${base}posts/${post._id}/`, { message: 'Live hello, edited' });
    await world.bobClient.request('DELETE', `${base}posts/${post._id}/`);
    await world.bobClient.post(`${base}posts/${post._id}/undelete/`);
    await world.teacher.post(`${base}posts/${post._id}/pin/`);
    await world.teacher.request('DELETE', `${base}posts/${post._id}/pin/`);
    await world.adaClient.post(`${base}posts/${post._id}/flag/`);
    await world.bobClient.put(`${base}posts/${post._id}/`, { message: 'Edited while flagged' });
    await world.teacher.request('DELETE', `${base}posts/${post._id}/flag/`);
    await settle();

    expect(adaHeard.map((entry) => entry.event)).toEqual([
      'board:post',
      'board:edited',
      'board:deleted',
      'board:undeleted',
      'board:pinned',
      'board:unpinned',
      'board:hidden',
      'board:unflagged',
    ]);
    expect(adaHeard[0]!.payload).toMatchObject({ boardId, post: { _id: post._id, raw_message: 'Live hello', name: 'Bob Hope' } });
    expect(adaHeard[2]!.payload.post).toMatchObject({ message: '', raw_message: '' });
    expect(adaHeard[6]!.payload).toEqual({ boardId, postId: post._id });
    expect(adaHeard[7]!.payload.post).toMatchObject({ raw_message: 'Edited while flagged', flagged: false });
    expect(JSON.stringify(adaHeard)).not.toContain('flaggedBy');

    const flagged = teacherHeard.find((entry) => entry.event === 'board:flagged');
    expect(flagged?.payload.post).toMatchObject({ _id: post._id, flagged: true, flaggedBy: world.ada.id });
    expect(teacherHeard.filter((entry) => entry.event === 'board:edited').map((entry) => entry.payload.post.raw_message)).toEqual([
      'Live hello, edited',
      'Edited while flagged',
    ]);
  });

  it('with requires_comment, lets a student into the room only once they have posted', async () => {
    const closedBoard = await createBoard(world, boardConfig({ board: { requires_comment: true } }), world.pages[1]);
    const ref = { courseId: world.course.courseId, boardId: closedBoard };
    const ada = await connect(world.adaClient);
    const heard = recorder(ada);
    expect(await join(ada, ref)).toEqual({ ok: true, data: { reads: false, moderator: false } });
    await world.bobClient.post(`${boardPath(world, closedBoard)}posts/`, { message: 'Hidden from Ada for now' });
    await settle();
    expect(heard).toEqual([]);
    await world.adaClient.post(`${boardPath(world, closedBoard)}posts/`, { message: 'My turn' });
    expect(await join(ada, ref)).toEqual({ ok: true, data: { reads: true, moderator: false } });
    await world.bobClient.post(`${boardPath(world, closedBoard)}posts/`, { message: 'Now Ada hears' });
    await settle();
    expect(heard.map((entry) => entry.payload.post.raw_message)).toEqual(['Now Ada hears']);
  });

  it('stops sending after leave', async () => {
    const ada = await connect(world.adaClient);
    const ref = { courseId: world.course.courseId, boardId };
    await join(ada, ref);
    expect(await ada.timeout(5000).emitWithAck('board:leave', ref)).toEqual({ ok: true, data: { left: true } });
    const heard = recorder(ada);
    await world.bobClient.post(`${base}posts/`, { message: 'Nobody listening' });
    await settle();
    expect(heard).toEqual([]);
  });

  it("stops sending a board's posts to a student once unenrolled (issue 14), and refuses the join again", async () => {
    const carl = await world.tk.createUser('student', { firstname: 'Carl', lastname: 'Gone' });
    await enrol(world.tk, world.course.courseId, carl.id);
    const socket = await connect(await world.tk.loginAs(carl));
    const ref = { courseId: world.course.courseId, boardId };
    expect(await join(socket, ref)).toEqual({ ok: true, data: { reads: true, moderator: false } });
    const heard = recorder(socket);
    expect((await world.teacher.post('unenroll_student/', { courseId: world.course.courseId, students: [carl.id] })).body).toEqual({ removed: 1 });
    await world.bobClient.post(`${base}posts/`, { message: 'After Carl left' });
    await settle();
    expect(heard).toEqual([]);
    expect(socket.connected).toBe(true);
    expect(await join(socket, ref)).toMatchObject({ ok: false, errno: 'student-not-in-course' });
  });
});
