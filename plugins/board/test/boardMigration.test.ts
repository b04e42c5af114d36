import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import boardPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261205000000_board_posts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [boardPlugin] });
});

afterAll(() => tk?.close());

describe('the board_posts migration', () => {
  it('steps down and up again; replies go with their post, posts with their course, and targets are known kinds', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('board_posts')).toBe(false);
    expect(await db.schema.hasTable('board_comment_settings')).toBe(false);
    await up(db);
    const author = await tk.createUser('student');
    const course = await tk.createCourse({ students: [author] });
    const row = {
      id: 'a'.repeat(24),
      course_id: course.courseId,
      target_type: 'board',
      target_id: 'b'.repeat(24),
      parent_id: null,
      author_id: author.id,
      author_name: 'A B',
      by_student: true,
      message: '<p>x</p>',
      raw_message: 'x',
      created_at: new Date(),
    };
    await db('board_posts').insert(row);
    await db('board_posts').insert({ ...row, id: 'c'.repeat(24), parent_id: row.id });
    await expect(db('board_posts').insert({ ...row, id: 'd'.repeat(24), target_type: 'wiki' })).rejects.toThrow();
    await db('board_posts').where({ id: row.id }).delete();
    expect(await db('board_posts')).toEqual([]);
    await db('board_posts').insert(row);
    await removeCourse(tk, course.courseId);
    expect(await db('board_posts')).toEqual([]);
  });
});
