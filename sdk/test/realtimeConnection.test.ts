import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE, SOCKET_PATH } from '@lms/core';
import { coreServices } from '../src/server.ts';
import { createTestKernel, type CourseFixture, type TestKernel, type TestUser } from '../src/testing/index.ts';
import { ApiError, RealtimeConnection } from '../src/web/index.ts';
import { REALTIME_PATH } from '../src/web/realtime/sharedRealtimeConnection.ts';
import { contractPlugin } from './fixtures/contractPlugin.ts';

// The web hook's connection against a real kernel: what useRealtime does on the wire.
let tk: TestKernel;
let student: TestUser;
let outsider: TestUser;
let course: CourseFixture;
const unsubscribes: (() => void)[] = [];

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [contractPlugin] });
  student = await tk.createUser('student');
  outsider = await tk.createUser('student');
  course = await tk.createCourse({ students: [student] });
});

afterAll(async () => {
  unsubscribes.forEach((unsubscribe) => unsubscribe());
  await tk?.close();
});

/** A tab of `user`: the connection over a real socket.io-client socket (the browser would send the cookie itself). */
async function tabOf(user: TestUser) {
  const cookie = (await tk.loginAs(user)).cookie(SESSION_COOKIE);
  const sockets: Socket[] = [];
  const connection = new RealtimeConnection(() => {
    const socket = io(tk.url, { path: REALTIME_PATH, transports: ['websocket'], autoConnect: false, reconnectionDelay: 50, extraHeaders: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    sockets.push(socket);
    return socket;
  });
  return { connection, sockets };
}

/** Subscribes to the contract plugin's course room; resolves once live. */
async function watchCourse(connection: RealtimeConnection, extra: { onReconnect?(): void } = {}) {
  const onEvent = vi.fn();
  const live = vi.fn();
  const isLive = new Promise<void>((resolve) => live.mockImplementation((value: boolean) => value && resolve()));
  unsubscribes.push(connection.subscribe({ plugin: 'contract', join: { event: 'watch', payload: { courseId: course.courseId } }, onEvent, onLive: live, ...extra }));
  await isLive;
  return { onEvent, live };
}

const shout = (text: string) => tk.kernel.resolveFor('contract', coreServices.realtime).emit(`course:${course.courseId}`, 'shouted', { text });

describe('the web realtime connection against the kernel', () => {
  it("speaks to the kernel's socket.io path", () => {
    expect(REALTIME_PATH).toBe(SOCKET_PATH);
  });

  it("joins through the plugin's handler and receives its room's events without the prefix", async () => {
    const { connection } = await tabOf(student);
    const { onEvent } = await watchCourse(connection);
    shout('hello');
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith('shouted', { text: 'hello' }));
  });

  it('answers sends with the handler data, and refusals as ApiErrors with errno, status and fields', async () => {
    const { connection } = await tabOf(outsider);
    unsubscribes.push(connection.subscribe({ plugin: 'contract', onEvent: vi.fn() }));
    expect(await connection.send('contract', 'echo', { text: 'ping' })).toEqual({ text: 'ping', user: outsider.id });
    const invalid = await connection.send('contract', 'echo', { words: 1 }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ errno: 'validation-failed', status: 422 });
    expect((invalid as ApiError).fields.length).toBeGreaterThan(0);
    await expect(connection.send('contract', 'watch', { courseId: course.courseId })).rejects.toMatchObject({ errno: 'student-not-in-course', status: 403 });
  });

  it('after the connection drops, reconnects, joins the room again and reports it', async () => {
    const { connection, sockets } = await tabOf(student);
    const onReconnect = vi.fn();
    const { onEvent, live } = await watchCourse(connection, { onReconnect });
    const socket = sockets[0]!;
    const firstId = socket.id;
    // The transport closes as when the network or the node goes away; socket.io-client reconnects by itself.
    socket.io.engine.close();
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(live.mock.calls.map(([value]) => value)).toEqual([true, false, true]);
    expect(socket.id).not.toBe(firstId);
    shout('after the gap');
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith('shouted', { text: 'after the gap' }));
  });
});
