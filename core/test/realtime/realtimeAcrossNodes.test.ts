import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ask, createTestKernel, testDatabaseKind, testSockets, type CourseFixture, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '../../src/index.ts';
import { contractPlugin } from '../../../sdk/test/fixtures/contractPlugin.ts';
import { eventually, nextEvent } from './testSockets.ts';

// Two kernels on one database, as two server processes of one deployment.
let nodeA: TestKernel;
let nodeB: TestKernel;
let student: TestUser;
let instructor: TestUser;
let course: CourseFixture;
const sockets = testSockets();

beforeAll(async () => {
  nodeA = await createTestKernel({ plugins: [contractPlugin] });
  nodeB = await nodeA.anotherNode();
  student = await nodeA.createUser('student');
  instructor = await nodeA.createUser('instructor');
  course = await nodeA.createCourse({ instructor, students: [student] });
});

afterAll(async () => {
  sockets.closeAll();
  await nodeA?.close();
});

const room = () => `course:${course.courseId}`;
const contractEmitter = (node: TestKernel) => node.kernel.resolveFor('contract', coreServices.realtime);

/** A student's socket on `node`, in the course's room of the contract plugin. */
async function watcherOn(node: TestKernel): Promise<Socket> {
  const socket = await sockets.connect(node, await nodeA.loginAs(student));
  expect(await ask(socket, 'contract:watch', { courseId: course.courseId })).toEqual({ ok: true, data: { joined: course.courseId } });
  return socket;
}

describe('two nodes on one database', () => {
  it('admits on one node a session opened on the other', async () => {
    const socket = await sockets.connect(nodeB, await nodeA.loginAs(student));
    expect(await ask(socket, 'contract:echo', { text: 'hi' })).toEqual({ ok: true, data: { text: 'hi', user: student.id } });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('on PostgreSQL, events cross nodes', () => {
  beforeAll(async () => {
    // Each node hears the other's heartbeat once its LISTEN connection is up.
    await eventually(async () => (await nodeA.kernel.realtime.nodeCount()) === 2 && (await nodeB.kernel.realtime.nodeCount()) === 2);
  });

  it('runs the PostgreSQL adapter on every node', () => {
    expect(nodeA.kernel.realtime.adapterKind).toBe('postgres');
    expect(nodeB.kernel.realtime.adapterKind).toBe('postgres');
  });

  it("delivers what a plugin's emitter sends on node A to clients of node B (and of A)", async () => {
    const onB = await watcherOn(nodeB);
    const onA = await watcherOn(nodeA);
    const heardOnB = nextEvent(onB, 'contract:shouted');
    const heardOnA = nextEvent(onA, 'contract:shouted');
    contractEmitter(nodeA).emit(room(), 'shouted', { text: 'from A' });
    expect(await heardOnB).toEqual({ text: 'from A' });
    expect(await heardOnA).toEqual({ text: 'from A' });
  });

  it("carries a handler's emit on node B to a client of node A", async () => {
    const onA = await watcherOn(nodeA);
    const teacherOnB = await sockets.connect(nodeB, await nodeA.loginAs(instructor));
    const heard = nextEvent(onA, 'contract:shouted');
    expect(await ask(teacherOnB, 'contract:shout', { courseId: course.courseId, text: 'class starts' })).toEqual({ ok: true, data: { sent: true } });
    expect(await heard).toEqual({ text: 'class starts' });
  });

  it("carries an event larger than NOTIFY's 8000 bytes through the attachments table", async () => {
    const onB = await watcherOn(nodeB);
    const text = 'long post '.repeat(3000);
    const heard = nextEvent(onB, 'contract:shouted');
    contractEmitter(nodeA).emit(room(), 'shouted', { text });
    expect(await heard).toEqual({ text });
  });

  it('closes the sockets of a session on every node when it logs out on one', async () => {
    const client = await nodeA.loginAs(student);
    const onB = await sockets.connect(nodeB, client);
    const closed = new Promise((resolve) => onB.once('disconnect', resolve));
    expect((await client.post('logout/', {})).status).toBe(200);
    await closed;
  });

  it('forgets a node that stops, at once, and keeps the clients of the others', async () => {
    const nodeC = await nodeA.anotherNode();
    await eventually(async () => (await nodeA.kernel.realtime.nodeCount()) === 3);
    const onA = await watcherOn(nodeA);
    await nodeC.close();
    // Sooner than the adapter's 10 s heartbeat timeout: the stopping node said goodbye.
    await eventually(async () => (await nodeA.kernel.realtime.nodeCount()) === 2, 3000);
    const heard = nextEvent(onA, 'contract:shouted');
    contractEmitter(nodeB).emit(room(), 'shouted', { text: 'still here' });
    expect(await heard).toEqual({ text: 'still here' });
    expect(onA.connected).toBe(true);
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('on the embedded database, events stay in the process', () => {
  it('runs the in-memory adapter, alone', async () => {
    for (const node of [nodeA, nodeB]) {
      expect(node.kernel.realtime.adapterKind).toBe('in-memory');
      expect(await node.kernel.realtime.nodeCount()).toBe(1);
    }
  });

  it("delivers a plugin's emit to the clients of the emitting node only", async () => {
    const onA = await watcherOn(nodeA);
    const onB = await watcherOn(nodeB);
    let heardOnB = false;
    onB.on('contract:shouted', () => {
      heardOnB = true;
    });
    const heardOnA = nextEvent(onA, 'contract:shouted');
    contractEmitter(nodeA).emit(room(), 'shouted', { text: 'local' });
    expect(await heardOnA).toEqual({ text: 'local' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardOnB).toBe(false);
  });
});
