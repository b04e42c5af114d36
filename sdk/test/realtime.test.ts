import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { createTestKernel, type TestClient, type TestKernel, type TestUser, type CourseFixture } from '../src/testing/index.ts';
import { contractPlugin } from './fixtures/contractPlugin.ts';

let tk: TestKernel;
let student: TestUser;
let instructor: TestUser;
let outsider: TestUser;
let course: CourseFixture;
const sockets: Socket[] = [];

function connect(client: TestClient | null, headers: Record<string, string> = {}): Socket {
  const cookie = client?.cookie('lms_session');
  const socket = io(tk.url, {
    path: '/server/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie: `lms_session=${cookie}` } : {}), ...headers },
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload);

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [contractPlugin] });
  student = await tk.createUser('student');
  instructor = await tk.createUser('instructor');
  outsider = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await tk?.close();
});

describe('realtime handlers over socket.io', () => {
  it('refuses a handshake without a session', async () => {
    await expect(connected(connect(null))).rejects.toThrow('not-logged');
  });

  it('refuses a handshake from another site', async () => {
    await expect(connected(connect(await tk.loginAs(student), { origin: 'https://evil.example' }))).rejects.toThrow();
  });

  it("answers a plugin's events with acknowledgements, validating payloads", async () => {
    const socket = connect(await tk.loginAs(student));
    await connected(socket);
    expect(await ask(socket, 'contract:echo', { text: 'hello' })).toEqual({ ok: true, data: { text: 'hello', user: student.id } });
    expect(await ask(socket, 'contract:echo', { words: 1 })).toMatchObject({ ok: false, errno: 'validation-failed' });
  });

  it('delivers room events to the members the handler admitted, and only to them', async () => {
    const learner = connect(await tk.loginAs(student));
    const stranger = connect(await tk.loginAs(outsider));
    const teacher = connect(await tk.loginAs(instructor));
    await Promise.all([connected(learner), connected(stranger), connected(teacher)]);
    expect(await ask(learner, 'contract:watch', { courseId: course.courseId })).toEqual({ ok: true, data: { joined: course.courseId } });
    expect(await ask(stranger, 'contract:watch', { courseId: course.courseId })).toMatchObject({ ok: false, errno: 'student-not-in-course' });
    let strangerHeard = false;
    stranger.on('contract:shouted', () => {
      strangerHeard = true;
    });
    const heard = new Promise((resolve) => learner.once('contract:shouted', resolve));
    expect(await ask(teacher, 'contract:shout', { courseId: course.courseId, text: 'class starts' })).toEqual({ ok: true, data: { sent: true } });
    expect(await heard).toEqual({ text: 'class starts' });
    expect(strangerHeard).toBe(false);
  });

  it('closes the sockets of a session when it logs out', async () => {
    const client = await tk.loginAs(student);
    const socket = connect(client);
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await client.post('logout/', {})).status).toBe(200);
    await closed;
  });
});
