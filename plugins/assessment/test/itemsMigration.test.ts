import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261210000000_assessment_items.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the assessment_items migration', () => {
  it('steps down and up again; references are unique per owner, types known, items go with their owner', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('assessment_items')).toBe(false);
    await up(db);
    const owner = await tk.createUser('instructor');
    const other = await tk.createUser('instructor');
    const row = {
      id: 'a'.repeat(24),
      owned_by: owner.id,
      reference: 'Q1',
      title: '',
      type: 'true_false',
      prompt: '',
      content: JSON.stringify({ correct: true }),
      points: 1,
      tags: JSON.stringify([{ type: 'course_id', name: 'c'.repeat(24) }]),
      created_at: new Date(),
      updated_at: new Date(),
    };
    await db('assessment_items').insert(row);
    await expect(db('assessment_items').insert({ ...row, id: 'b'.repeat(24) })).rejects.toThrow();
    await db('assessment_items').insert({ ...row, id: 'b'.repeat(24), owned_by: other.id });
    await expect(db('assessment_items').insert({ ...row, id: 'd'.repeat(24), reference: 'Q2', type: 'essay' })).rejects.toThrow();
    const shared = await db('assessment_items').whereRaw('tags @> ?::jsonb', [JSON.stringify([{ type: 'course_id', name: 'c'.repeat(24) }])]).pluck('id');
    expect(shared.sort()).toEqual(['a'.repeat(24), 'b'.repeat(24)]);
    await removeAccount(tk, owner.id);
    expect(await db('assessment_items').pluck('id')).toEqual(['b'.repeat(24)]);
  });
});
