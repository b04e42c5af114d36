import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261210000900_qti_item_type.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the qti item type migration', () => {
  it('lets the bank hold items of type qti, steps down while none exist and refuses to while one does', async () => {
    const db = tk.kernel.knex;
    const owner = await tk.createUser('instructor');
    const row = (id: string, type: string) => ({
      id: id.repeat(24),
      owned_by: owner.id,
      reference: `Q-${id}`,
      title: '',
      type,
      prompt: '',
      content: JSON.stringify({ xml: '<qti-assessment-item/>', source_version: '3.0' }),
      points: 1,
      tags: '[]',
      created_at: new Date(),
      updated_at: new Date(),
    });
    await down(db);
    await expect(db('assessment_items').insert(row('a', 'qti'))).rejects.toThrow();
    await up(db);
    await db('assessment_items').insert(row('b', 'qti'));
    await expect(down(db)).rejects.toThrow();
    await db('assessment_items').where({ id: 'b'.repeat(24) }).delete();
    await down(db);
    await up(db);
  });
});
