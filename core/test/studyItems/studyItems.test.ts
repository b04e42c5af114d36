import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '@lms/contract/services.ts';
import type { StudyItemInput, StudyItems, StudyMoveBucket } from '@lms/contract/studyItems.ts';

let tk: TestKernel;
let items: StudyItems;
let instructor: TestUser;
let student: TestUser;
let other: TestUser;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
  items = tk.kernel.resolve(coreServices.studyItems);
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  other = await tk.createUser('student');
});
afterAll(() => tk?.close());

const course = async () => (await tk.createCourse({ instructor, students: [student, other] })).courseId;
const item = (courseId: string, ref: string, more: Partial<StudyItemInput> = {}): StudyItemInput => ({
  courseId,
  userId: student.id,
  source: 'assessment',
  ref,
  title: `Question ${ref}`,
  link: `/${courseId}/l/p`,
  ...more,
});

describe('coreServices.studyItems', () => {
  it('puts items in red, lists only the user’s own in the course, oldest first', async () => {
    const courseId = await course();
    await items.put([item(courseId, 'q1')]);
    tk.clock.advance(1000);
    await items.put([item(courseId, 'q2'), item(courseId, 'q1', { userId: other.id })]);
    const listed = await items.list(courseId, student.id);
    expect(listed.map((row) => [row.ref, row.bucket, row.source, row.title])).toEqual([
      ['q1', 'red', 'assessment', 'Question q1'],
      ['q2', 'red', 'assessment', 'Question q2'],
    ]);
    expect(await items.list(courseId, instructor.id)).toEqual([]);
  });

  it('a put of a key already there updates it and puts it back in red (one row per user, course, source, ref)', async () => {
    const courseId = await course();
    await items.put([item(courseId, 'q1')]);
    const [first] = await items.list(courseId, student.id);
    await items.move(courseId, student.id, first!.id, 'green');
    await items.put([item(courseId, 'q1', { title: 'Renamed', link: '/elsewhere' })]);
    const listed = await items.list(courseId, student.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: first!.id, bucket: 'red', title: 'Renamed', link: '/elsewhere', movedAt: null });
    // The same ref from another source is another item.
    await items.put([item(courseId, 'q1', { source: 'flashcards' })]);
    expect(await items.list(courseId, student.id)).toHaveLength(2);
  });

  it('keeps an item due later out of the list until it is due', async () => {
    const courseId = await course();
    const due = new Date(tk.clock.now().getTime() + 2 * 86_400_000);
    await items.put([item(courseId, 'card', { source: 'flashcards', dueAt: due })]);
    expect(await items.list(courseId, student.id)).toEqual([]);
    tk.clock.set(due);
    expect((await items.list(courseId, student.id)).map((row) => [row.ref, row.dueAt?.toISOString()])).toEqual([['card', due.toISOString()]]);
    tk.clock.reset();
  });

  it('moves an item to green or blue with the time of the move; refuses another user’s item, another course and another bucket', async () => {
    const courseId = await course();
    const elsewhere = await course();
    await items.put([item(courseId, 'q1')]);
    const [red] = await items.list(courseId, student.id);
    const at = new Date('2026-12-01T10:00:00Z');
    tk.clock.set(at);
    const moved = await items.move(courseId, student.id, red!.id, 'blue');
    tk.clock.reset();
    expect(moved).toMatchObject({ id: red!.id, bucket: 'blue', movedAt: at });
    expect((await items.move(courseId, student.id, red!.id, 'green')).bucket).toBe('green');
    await expect(items.move(courseId, other.id, red!.id, 'green')).rejects.toMatchObject({ errno: 'not-found' });
    await expect(items.move(elsewhere, student.id, red!.id, 'green')).rejects.toMatchObject({ errno: 'not-found' });
    await expect(items.move(courseId, student.id, red!.id, 'red' as StudyMoveBucket)).rejects.toMatchObject({ errno: 'validation-failed' });
    expect((await items.list(courseId, student.id))[0]!.bucket).toBe('green');
  });

  it('removes the given keys only', async () => {
    const courseId = await course();
    await items.put([item(courseId, 'q1'), item(courseId, 'q2'), item(courseId, 'q1', { userId: other.id })]);
    await items.remove([{ courseId, userId: student.id, source: 'assessment', ref: 'q1' }, { courseId, userId: student.id, source: 'assessment', ref: 'absent' }]);
    expect((await items.list(courseId, student.id)).map((row) => row.ref)).toEqual(['q2']);
    expect((await items.list(courseId, other.id)).map((row) => row.ref)).toEqual(['q1']);
  });
});
