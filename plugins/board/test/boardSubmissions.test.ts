import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

let world: BoardWorld;
let boardId: string;
let base: string;

beforeAll(async () => {
  world = await boardWorld();
  boardId = await createBoard(world);
  base = boardPath(world, boardId);
});

afterAll(() => world?.tk.close());

async function attempts(userId: string) {
  return world.tk.kernel.knex('attempts as t').join('activities as a', 'a.id', 't.activity_id').where({ 'a.component_id': boardId, 't.user_id': userId }).select('t.*');
}

describe('board submissions in the grade ledger (part 2 §4)', () => {
  it("records one submission with a student's first post, awaiting a person's grade", async () => {
    const first = (await world.adaClient.post(`${base}posts/`, { message: 'One' })).body as ApiPost;
    await world.adaClient.post(`${base}posts/`, { message: 'Two', parent_id: first._id });
    const recorded = await attempts(world.ada.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'needs_grading', course_id: world.course.courseId });
    expect(Number(recorded[0].max_score)).toBe(10);
  });

  it('removes it when the student deletes their last post, and re-adds it when one is restored', async () => {
    const mine = (await world.bobClient.post(`${base}posts/`, { message: 'Bob one' })).body as ApiPost;
    const other = (await world.bobClient.post(`${base}posts/`, { message: 'Bob two' })).body as ApiPost;
    expect(await attempts(world.bob.id)).toHaveLength(1);
    await world.bobClient.request('DELETE', `${base}posts/${mine._id}/`);
    expect(await attempts(world.bob.id)).toHaveLength(1);
    // The last one, emptied by an edit.
    await world.bobClient.put(`${base}posts/${other._id}/`, { message: '' });
    expect(await attempts(world.bob.id)).toHaveLength(0);
    await world.bobClient.post(`${base}posts/${mine._id}/undelete/`);
    expect(await attempts(world.bob.id)).toHaveLength(1);
    await world.bobClient.post(`${base}posts/${other._id}/undelete/`);
    expect(await attempts(world.bob.id)).toHaveLength(1);
  });

  it("counts a moderator's deletion of a student's last post", async () => {
    const student = await world.tk.createUser('student');
    const client = await world.tk.loginAs(student);
    await world.tk.kernel.knex('enrollments').insert({ course_id: world.course.courseId, user_id: student.id });
    const only = (await client.post(`${base}posts/`, { message: 'Only post' })).body as ApiPost;
    expect(await attempts(student.id)).toHaveLength(1);
    await world.teacher.request('DELETE', `${base}posts/${only._id}/`);
    expect(await attempts(student.id)).toHaveLength(0);
  });

  it("records nothing for moderators' posts", async () => {
    await world.teacher.post(`${base}posts/`, { message: 'Welcome' });
    await world.helper.post(`${base}posts/`, { message: 'Hello' });
    expect(await attempts(world.instructor.id)).toHaveLength(0);
    expect(await attempts(world.assistant.id)).toHaveLength(0);
  });
});
