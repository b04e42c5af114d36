import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ask, createTestKernel, testDatabaseKind, testSockets, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '../../src/index.ts';
import { contractPlugin } from '../../../sdk/test/fixtures/contractPlugin.ts';
import { eventually } from './testSockets.ts';

/**
 * Issue 14: an open socket stops receiving a course's events once its user's
 * access ends (unenrolled, held), and closes when its session ends (logout,
 * password change, expiry). On PostgreSQL the socket is on another node than
 * the request that ends the access: the news crosses nodes.
 */
let nodeA: TestKernel;
let nodeB: TestKernel;
let instructor: TestUser;
let teacher: TestClient;
const sockets = testSockets();
const onPostgres = testDatabaseKind() === 'postgres';
/** Where the sockets are: the other node on PostgreSQL; on the embedded database events never leave their process. */
const socketNode = () => (onPostgres ? nodeB : nodeA);

beforeAll(async () => {
  nodeA = await createTestKernel({ plugins: [contractPlugin] });
  nodeB = await nodeA.anotherNode();
  instructor = await nodeA.createUser('instructor');
  teacher = await nodeA.loginAs(instructor);
  if (onPostgres) await eventually(async () => (await nodeA.kernel.realtime.nodeCount()) === 2 && (await nodeB.kernel.realtime.nodeCount()) === 2);
});

afterAll(async () => {
  sockets.closeAll();
  await nodeA?.close();
});

async function watcher(course: CourseFixture, user: TestUser, client?: TestClient): Promise<Socket> {
  const socket = await sockets.connect(socketNode(), client ?? (await nodeA.loginAs(user)));
  expect(await ask(socket, 'contract:watch', { courseId: course.courseId })).toEqual({ ok: true, data: { joined: course.courseId } });
  return socket;
}

/** Whether `socket` still hears the course's events: `control`, on the same node and still admitted, hears the same emit. */
async function hears(course: CourseFixture, socket: Socket, control: Socket): Promise<boolean> {
  const text = `mark ${Math.random()}`;
  let heard = false;
  const listen = (payload: { text: string }) => {
    if (payload.text === text) heard = true;
  };
  socket.on('contract:shouted', listen);
  const controlHeard = new Promise<void>((resolve) => {
    const own = (payload: { text: string }) => {
      if (payload.text !== text) return;
      control.off('contract:shouted', own);
      resolve();
    };
    control.on('contract:shouted', own);
  });
  nodeA.kernel.resolveFor('contract', coreServices.realtime).emit(`course:${course.courseId}`, 'shouted', { text });
  await controlHeard;
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.off('contract:shouted', listen);
  return heard;
}

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve())));

describe('sockets leave a course when access to it ends', () => {
  it('after the student is unenrolled', async () => {
    const [gone, stays] = [await nodeA.createUser('student'), await nodeA.createUser('student')];
    const course = await nodeA.createCourse({ instructor, students: [gone, stays] });
    const socket = await watcher(course, gone);
    const control = await watcher(course, stays);
    expect(await hears(course, socket, control)).toBe(true);

    expect((await teacher.post('unenroll_student/', { courseId: course.courseId, students: [gone.id] })).body).toEqual({ removed: 1 });
    await eventually(async () => !(await hears(course, socket, control)));
    expect(socket.connected).toBe(true);
    expect(await ask(socket, 'contract:watch', { courseId: course.courseId })).toMatchObject({ ok: false, errno: 'student-not-in-course' });
  });

  it('when a new start date holds the course, and the join is refused with the hold', async () => {
    const student = await nodeA.createUser('student');
    const course = await nodeA.createCourse({ instructor, students: [student] });
    const assistantUser = await nodeA.createUser('assistant');
    await teacher.put(`collection/courses/${course.courseId}/`, { assistants: [assistantUser.id] });
    const socket = await watcher(course, student);
    const control = await watcher(course, assistantUser);
    expect(await hears(course, socket, control)).toBe(true);

    const start = new Date(Math.ceil(nodeA.clock.now().getTime() / 1000) * 1000 + 86_400_000).toISOString();
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { startDate: start })).status).toBe(200);
    await eventually(async () => !(await hears(course, socket, control)));
    expect(await ask(socket, 'contract:watch', { courseId: course.courseId })).toMatchObject({ ok: false, errno: 'start-date', status: 403, course_id: course.courseId, laterDate: start.slice(0, 10) });
  });

  it('when an assistant is removed from the staff', async () => {
    const [assistantUser, student] = [await nodeA.createUser('assistant'), await nodeA.createUser('student')];
    const course = await nodeA.createCourse({ instructor, assistants: [assistantUser], students: [student] });
    const socket = await watcher(course, assistantUser);
    const control = await watcher(course, student);
    expect(await hears(course, socket, control)).toBe(true);
    expect((await teacher.put(`collection/courses/${course.courseId}/`, { assistants: [] })).status).toBe(200);
    await eventually(async () => !(await hears(course, socket, control)));
  });

  it('refuses an unpaid student the join with the payment answer', async () => {
    const student = await nodeA.createUser('student');
    const course = await nodeA.createCourse({ instructor, students: [student], settings: { payment: { amount: 1200 } } });
    const socket = await sockets.connect(socketNode(), await nodeA.loginAs(student));
    expect(await ask(socket, 'contract:watch', { courseId: course.courseId })).toMatchObject({ ok: false, errno: 'payment-required', status: 402, course_id: course.courseId, amount: 1200 });
  });
});

describe('sockets close when their session ends', () => {
  it("on a password change: the account's other sessions' sockets close, the changer's stays", async () => {
    const student = await nodeA.createUser('student');
    const changer = await nodeA.loginAs(student);
    const other = await nodeA.loginAs(student);
    const own = await sockets.connect(socketNode(), changer);
    const elsewhere = await sockets.connect(socketNode(), other);
    const ended = closed(elsewhere);
    expect((await changer.post('update_password/', { current_password: student.password, new_password: 'Changed-passw0rd!' })).status).toBe(200);
    await ended;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(own.connected).toBe(true);
  });

  it('on logout', async () => {
    const client = await nodeA.loginAs(await nodeA.createUser('student'));
    const socket = await sockets.connect(socketNode(), client);
    const ended = closed(socket);
    expect((await client.post('logout/', {})).status).toBe(200);
    await ended;
  });

  it('when the session expires (each node sweeps its own sockets)', async () => {
    const socket = await sockets.connect(socketNode(), await nodeA.loginAs(await nodeA.createUser('student')));
    await socketNode().kernel.realtime.sweepSessions();
    expect(socket.connected).toBe(true);
    nodeA.clock.advance(400 * 86_400_000);
    try {
      const ended = closed(socket);
      await socketNode().kernel.realtime.sweepSessions();
      await ended;
    } finally {
      nodeA.clock.reset();
    }
  });
});
