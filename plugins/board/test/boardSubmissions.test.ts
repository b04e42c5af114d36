import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coreServices } from '@lms/sdk';
import { enrol, ledgerAttempts } from '@lms/sdk/testing';
import type { BoardAnswer } from '../src/calls/boardCalls.ts';
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

const attempts = (userId: string) => ledgerAttempts(world.tk, boardId, userId);

describe('board submissions in the grade ledger (part 2 §4)', () => {
  it("records one submission with a student's first post, awaiting a person's grade", async () => {
    const first = (await world.adaClient.post(`${base}posts/`, { message: 'One' })).body as ApiPost;
    await world.adaClient.post(`${base}posts/`, { message: 'Two', parent_id: first._id });
    const recorded = await attempts(world.ada.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'needs_grading', courseId: world.course.courseId, maxScore: 10 });
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
    await enrol(world.tk, world.course.courseId, student.id);
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

  it('writes a post and its submission in one transaction: when it fails after the ledger write, neither is kept and no event goes out', async () => {
    const student = await world.tk.createUser('student');
    const client = await world.tk.loginAs(student);
    await enrol(world.tk, world.course.courseId, student.id);
    const ledger = world.tk.kernel.resolveFor('board', coreServices.grading);
    const emit = vi.spyOn(world.tk.kernel.resolveFor('board', coreServices.realtime), 'emit');
    const messages = async () => ((await client.get(base)).body as BoardAnswer).posts.filter((post) => post.id === student.id).map((post) => post.raw_message);
    try {
      // The ledger writes, then the transaction fails: its write goes with the post's.
      const record = ledger.recordSubmission.bind(ledger);
      vi.spyOn(ledger, 'recordSubmission').mockImplementationOnce(async (input, trx) => {
        await record(input, trx);
        throw new Error('the connection is gone');
      });
      expect((await client.post(`${base}posts/`, { message: 'Lost' })).status).toBe(500);
      expect(emit).not.toHaveBeenCalled();
      expect(await messages()).toEqual([]);
      expect(await attempts(student.id)).toHaveLength(0);

      const kept = (await client.post(`${base}posts/`, { message: 'Kept' })).body as ApiPost;
      expect(await messages()).toEqual(['Kept']);
      expect(await attempts(student.id)).toHaveLength(1);
      expect(emit).toHaveBeenCalledTimes(1);

      // Deleting the last post takes the submission back in the same transaction.
      const remove = ledger.removeSubmissions.bind(ledger);
      vi.spyOn(ledger, 'removeSubmissions').mockImplementationOnce(async (activityId, userId, trx) => {
        await remove(activityId, userId, trx);
        throw new Error('the connection is gone');
      });
      expect((await client.request('DELETE', `${base}posts/${kept._id}/`)).status).toBe(500);
      expect(await messages()).toEqual(['Kept']);
      expect(await attempts(student.id)).toHaveLength(1);
      expect(emit).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("the spec's submissions/{courseId}/board/{boardId} (part 2 §7)", () => {
  it('brings the submission in step with the live posts, and answers submitted', async () => {
    const student = await world.tk.createUser('student');
    const client = await world.tk.loginAs(student);
    await enrol(world.tk, world.course.courseId, student.id);
    const at = `submissions/${world.course.courseId}/board/${boardId}`;
    // No post, nothing to record.
    expect((await client.post(at)).body).toEqual({ submitted: false });
    expect(await attempts(student.id)).toHaveLength(0);
    await client.post(`${base}posts/`, { message: 'Hello' });
    // Out of step (the ledger lost it): POST records it again.
    const ledger = world.tk.kernel.resolveFor('board', coreServices.grading);
    const activityId = (await ledger.activityOf(world.course.courseId, boardId))!;
    await ledger.removeSubmissions(activityId, student.id);
    expect((await client.post(at)).body).toEqual({ submitted: true });
    expect(await attempts(student.id)).toHaveLength(1);
    // DELETE keeps it while a live post stands.
    expect((await client.request('DELETE', at)).body).toEqual({ submitted: true });
    expect(await attempts(student.id)).toHaveLength(1);
    // A moderator, for a student ({student_id, remove}).
    await ledger.removeSubmissions(activityId, student.id);
    expect((await world.teacher.put(at, { student_id: student.id, remove: false })).body).toEqual({ submitted: true });
    expect(await attempts(student.id)).toHaveLength(1);
    // Staff posts are never submissions.
    await world.teacher.post(`${base}posts/`, { message: 'Staff' });
    expect((await world.teacher.put(at, { student_id: world.instructor.id })).body).toEqual({ submitted: false });
    expect((await world.teacher.post(at)).body).toEqual({ submitted: false });
    expect(await attempts(world.instructor.id)).toHaveLength(0);
    expect((await client.put(at, { student_id: student.id })).body.errno).toBe('access-denied');
    expect((await world.teacher.put(at, {})).status).toBe(422);
    expect((await client.post(`submissions/${world.course.courseId}/board/0123456789abcdef01234567`)).body.errno).toBe('not-found');
  });

  it('refuses a visitor and a user of another course at each method', async () => {
    const at = `submissions/${world.course.courseId}/board/${boardId}`;
    const outsider = await world.tk.loginAs(await world.tk.createUser('student'));
    for (const method of ['POST', 'DELETE', 'PUT']) {
      expect((await world.tk.client().request(method, at, method === 'PUT' ? { student_id: world.instructor.id } : undefined)).status).toBe(401);
      expect((await outsider.request(method, at, method === 'PUT' ? { student_id: world.instructor.id } : undefined)).status).toBe(403);
    }
  });
});
