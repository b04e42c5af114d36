import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, testSockets, type TestSocket } from '@lms/sdk/testing';
import { addCustomColumn, gradebookWorld, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
const sockets = testSockets();

/** Resolves with the next "gradebook:changed" the socket hears. */
const nextChange = (socket: TestSocket) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no gradebook:changed heard')), 5000);
    socket.once('gradebook:changed', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

beforeAll(async () => {
  world = await gradebookWorld();
});

afterAll(async () => {
  sockets.closeAll();
  await world?.tk.close();
});

describe('live gradebook', () => {
  it('lets staff watch a course, not students', async () => {
    const student = await sockets.connect(world.tk, world.adaClient);
    expect(await ask(student, 'gradebook:watch', { courseId: world.course.courseId })).toMatchObject({ ok: false });
    const professor = await sockets.connect(world.tk, world.professorClient);
    expect(await ask(professor, 'gradebook:watch', { courseId: world.course.courseId })).toEqual({ ok: true, data: { watching: true } });
  });

  it('tells the watchers which student and column changed once a grade is saved', async () => {
    const column = await addCustomColumn(world, { title: 'Lab' });
    const professor = await sockets.connect(world.tk, world.professorClient);
    await ask(professor, 'gradebook:watch', { courseId: world.course.courseId });
    const heard = nextChange(professor);
    await world.professorClient.put(`gradebook/${world.course.courseId}/${world.ada.id}`, { grade: 5, component_id: column });
    expect(await heard).toEqual({ courseId: world.course.courseId, userIds: [world.ada.id], activityIds: [column] });
  });

  it('tells them of a new column as a change of every student', async () => {
    const professor = await sockets.connect(world.tk, world.professorClient);
    await ask(professor, 'gradebook:watch', { courseId: world.course.courseId });
    const heard = nextChange(professor);
    const column = await addCustomColumn(world, { title: 'Field trip' });
    expect(await heard).toEqual({ courseId: world.course.courseId, userIds: 'all', activityIds: [column] });
  });

  it("keeps a course's changes to its own watchers, and stops after unwatch", async () => {
    const other = await world.tk.createCourse({ title: 'Other course', instructor: world.professor, students: [world.ada] });
    const professor = await sockets.connect(world.tk, world.professorClient);
    await ask(professor, 'gradebook:watch', { courseId: world.course.courseId });
    const heard: unknown[] = [];
    professor.on('gradebook:changed', (payload: unknown) => heard.push(payload));
    const otherColumn = await world.professorClient.post(`gradebook/${other.courseId}/add_column/`, { title: 'Elsewhere' });
    expect(otherColumn.status).toBe(200);
    expect(await ask(professor, 'gradebook:unwatch', { courseId: world.course.courseId })).toEqual({ ok: true, data: { watching: false } });
    await addCustomColumn(world, { title: 'Unheard' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });
});
