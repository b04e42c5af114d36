import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import aiPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261230090000_ai.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [aiPlugin] });
});

afterAll(() => tk?.close());

describe('the ai migration', () => {
  it('steps down and up again: chunks searchable by their generated tsvector, kinds and states checked, chunks gone with their source', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasTable('ai_sources')).toBe(false);
    await up(db);
    const now = new Date();
    await db('ai_sources').insert({ uuid: 'b1', title: 'Book', author: 'A', updated_at: now });
    await db('ai_source_chunks').insert({ id: 'c'.repeat(24), source_uuid: 'b1', position: 0, location: 'page 1', text: 'Mitochondria produce energy.' });
    const { rows } = await db.raw(`select id from ai_source_chunks where document @@ to_tsquery('english', 'produced & energy')`);
    expect(rows).toHaveLength(1);
    await expect(db('ai_sources').insert({ uuid: 'b2', title: 'B', author: 'A', status: 'done', updated_at: now })).rejects.toThrow();
    await expect(db('ai_provider').insert({ id: 'provider', kind: 'gpt', updated_at: now })).rejects.toThrow();
    await db('ai_sources').where({ uuid: 'b1' }).delete();
    expect(await db('ai_source_chunks')).toEqual([]);
    // Where the database has no pgvector (PGlite, this PostgreSQL without the package) the chunks carry full text only.
    const vector = (await db.raw(`select 1 from pg_available_extensions where name = 'vector'`)).rows.length > 0;
    expect(await db.schema.hasColumn('ai_source_chunks', 'embedding')).toBe(vector);
  });
});
