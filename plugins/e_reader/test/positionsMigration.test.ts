import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, type TestKernel } from '@lms/sdk/testing';
import eReaderPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261201000000_e_reader_positions.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [eReaderPlugin] });
});

afterAll(() => tk?.close());

describe('the e_reader_positions migration', () => {
  it('steps down and up again, keeping one position per reader and book', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('e_reader_positions')).toBe(false);
    await up(db);
    const reader = await tk.createUser('student');
    const row = { user_id: reader.id, hash_id: 'a'.repeat(64), location: '1', updated_at: new Date() };
    await db('e_reader_positions').insert(row);
    await expect(db('e_reader_positions').insert(row)).rejects.toThrow();
    await expect(db('e_reader_positions').insert({ ...row, user_id: 'f'.repeat(24) })).rejects.toThrow();
    await removeAccount(tk, reader.id);
    expect(await db('e_reader_positions').where({ hash_id: row.hash_id })).toEqual([]);
  });
});
