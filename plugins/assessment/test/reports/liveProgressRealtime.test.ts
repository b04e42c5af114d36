import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import type { LiveProgressEvent } from '../../src/calls/reportCalls.ts';
import { bankItems, connect, createAssessment, delivery, reportsWorld, type ReportsWorld } from './reportsWorld.ts';

let world: ReportsWorld;
let items: Record<'single_choice' | 'true_false', ApiItem>;
const sockets: Socket[] = [];

beforeAll(async () => {
  world = await reportsWorld();
  items = await bankItems(world, ['single_choice', 'true_false'] as const);
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await world?.tk.close();
});

async function socketOf(client: Parameters<typeof connect>[1]): Promise<Socket> {
  const socket = await connect(world, client);
  sockets.push(socket);
  return socket;
}

const join = (socket: Socket, payload: unknown) => socket.timeout(5000).emitWithAck('assessment:join_professors', payload);

/** Every progress event a socket hears. */
function progressHeard(socket: Socket): LiveProgressEvent[] {
  const heard: LiveProgressEvent[] = [];
  socket.on('assessment:progress', (event: LiveProgressEvent) => heard.push(event));
  return heard;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `heard` holds `count` events (events travel after the HTTP answer). */
async function until(heard: unknown[], count: number, timeoutMs = 4000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (heard.length < count && Date.now() < end) await wait(20);
}

describe('live progress events', () => {
  it("admits the course's professors to their room and refuses students and other courses' teachers", async () => {
    const ref = { courseId: world.courseId };
    expect(await join(await socketOf(world.teacher), ref)).toEqual({ ok: true, data: { joined: true } });
    expect(await join(await socketOf(world.assistant), ref)).toEqual({ ok: true, data: { joined: true } });
    expect(await join(await socketOf(world.students[0]!.client), ref)).toMatchObject({ ok: false, errno: 'access-denied' });
    expect(await join(await socketOf(world.otherTeacher), ref)).toMatchObject({ ok: false, errno: 'access-denied' });
    expect(await join(await socketOf(world.teacher), { courseId: 'nope' })).toMatchObject({ ok: false, errno: 'validation-failed' });
  });

  it("sends a student's row on start, save and submit to professors only, and nothing for a preview", async () => {
    const componentId = await createAssessment(world, Object.values(items));
    const quiz = delivery(world, componentId);
    const teacher = await socketOf(world.teacher);
    await join(teacher, { courseId: world.courseId });
    const student = await socketOf(world.students[1]!.client);
    await join(student, { courseId: world.courseId });
    const teacherHeard = progressHeard(teacher);
    const studentHeard = progressHeard(student);
    const bob = world.students[1]!;

    await quiz.start(world.teacher);
    await quiz.start(bob.client);
    await until(teacherHeard, 1);
    expect(teacherHeard).toHaveLength(1);
    expect(teacherHeard[0]).toMatchObject({
      course_id: world.courseId,
      component_id: componentId,
      student: { user_id: bob.user.id, name: 'Bob', surname: 'Carter', state: 'in_progress', attempt_number: 1, answered: 0 },
    });

    await quiz.save(bob.client, { [items.single_choice._id]: 'b' });
    await until(teacherHeard, 2);
    expect(teacherHeard[1]!.student).toMatchObject({ state: 'in_progress', answered: 1 });
    expect(teacherHeard[1]!.student.saved_at).not.toBeNull();

    await quiz.submit(bob.client);
    await until(teacherHeard, 3);
    expect(teacherHeard[2]!.student).toMatchObject({ state: 'submitted', score: 2, max_score: 4 });
    await wait(150);
    expect(teacherHeard).toHaveLength(3);
    expect(studentHeard).toEqual([]);
  });

  it('sends at most one save event per student per 2 s, and the latest state when the window ends', async () => {
    const componentId = await createAssessment(world, Object.values(items));
    const quiz = delivery(world, componentId);
    const teacher = await socketOf(world.teacher);
    await join(teacher, { courseId: world.courseId });
    const heard = progressHeard(teacher);
    const [ada, , cy] = world.students;

    await quiz.start(ada!.client);
    await quiz.start(cy!.client);
    await until(heard, 2);
    // Start opened Ada's window: her saves now wait for its end; Cy's own window is separate.
    await quiz.save(ada!.client, { [items.single_choice._id]: 'a' });
    await quiz.save(ada!.client, { [items.true_false._id]: true });
    await wait(300);
    expect(heard.map((event) => event.student.name)).toEqual(['Ada', 'Cy']);
    await until(heard, 3, 3000);
    expect(heard).toHaveLength(3);
    expect(heard[2]!.student).toMatchObject({ name: 'Ada', answered: 2 });
    await wait(2300);
    expect(heard).toHaveLength(3);
  });
});
