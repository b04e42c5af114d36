import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { SOCKET_PATH } from '../../src/index.ts';

/** Part 2 §7 "Boards": POST firebase_token/ {course_id}: a short-lived token for our realtime connection. */
let tk: TestKernel;
let course: CourseFixture;
let learner: TestClient;
const sockets: Socket[] = [];

beforeAll(async () => {
  tk = await createTestKernel();
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
  learner = await tk.loginAs(student);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await tk?.close();
});

/** A socket with no cookie, opened by the token alone: resolves once connected, rejects with the handshake's refusal. */
async function connectWith(token: string): Promise<Socket> {
  const socket = io(tk.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('POST firebase_token/', () => {
  it("answers a five-minute token that opens the realtime connection as the caller's session, and nothing else does", async () => {
    const answer = await learner.post('firebase_token/', { course_id: course.courseId });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['expires_at', 'token']);
    const lifetime = new Date(answer.body.expires_at).getTime() - tk.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(5 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    const socket = await connectWith(answer.body.token);
    expect(socket.connected).toBe(true);

    // Altered, or not ours: refused at the handshake.
    const altered = `${answer.body.token.slice(0, -4)}AAAA`;
    await expect(connectWith(altered)).rejects.toThrow('not-logged');
    await expect(connectWith('made-up')).rejects.toThrow('not-logged');
  });

  it('lapses after five minutes and with the session', async () => {
    const { body } = await learner.post('firebase_token/', { course_id: course.courseId });
    expect((await connectWith(body.token)).connected).toBe(true);
    tk.clock.advance(5 * 60_000 + 1);
    await expect(connectWith(body.token)).rejects.toThrow('not-logged');

    const student = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: course.courseId, user_id: student.id });
    const client = await tk.loginAs(student);
    const fresh = (await client.post('firebase_token/', { course_id: course.courseId })).body.token as string;
    expect((await connectWith(fresh)).connected).toBe(true);
    await client.post('logout/');
    await expect(connectWith(fresh)).rejects.toThrow('not-logged');
  });

  it('is refused outside the course and without a login', async () => {
    const outsider = await tk.loginAs(await tk.createUser('student'));
    expect((await outsider.post('firebase_token/', { course_id: course.courseId })).body.errno).toBe('student-not-in-course');
    expect((await learner.post('firebase_token/', {})).status).toBe(422);
    const anonymous = tk.client();
    await anonymous.get('now');
    expect((await anonymous.post('firebase_token/', { course_id: course.courseId })).body.errno).toBe('not-logged');
  });
});
