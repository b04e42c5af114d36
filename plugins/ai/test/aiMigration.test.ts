import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import aiPlugin from '../src/server/index.ts';
import { down, up } from '../migrations/20261230090000_ai.ts';
import * as embeddings from '../migrations/20261230104500_ai_embeddings.ts';
import * as drafts from '../migrations/20261231090000_ai_description_drafts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [aiPlugin] });
});

afterAll(() => tk?.close());

describe('the ai migration', () => {
  it('steps down and up again: chunks searchable by their generated tsvector, kinds and states checked, chunks gone with their source', async () => {
    const db = tk.kernel.knex;
    await drafts.down(db);
    await embeddings.down(db);
    await down(db);
    expect(await db.schema.hasTable('ai_sources')).toBe(false);
    await up(db);
    await embeddings.up(db);
    await drafts.up(db);
    const now = new Date();
    await db('ai_sources').insert({ uuid: 'b1', title: 'Book', author: 'A', updated_at: now });
    await db('ai_source_chunks').insert({ id: 'c'.repeat(24), source_uuid: 'b1', position: 0, location: 'page 1', text: 'Mitochondria produce energy.' });
    const { rows } = await db.raw(`select id from ai_source_chunks where document @@ to_tsquery('english', 'produced & energy')`);
    expect(rows).toHaveLength(1);
    await expect(db('ai_sources').insert({ uuid: 'b2', title: 'B', author: 'A', status: 'done', updated_at: now })).rejects.toThrow();
    await expect(db('ai_provider').insert({ id: 'provider', kind: 'gpt', updated_at: now })).rejects.toThrow();
    await db('ai_sources').where({ uuid: 'b1' }).delete();
    expect(await db('ai_source_chunks')).toEqual([]);
  });

  it("stores a chunk's vector as pgvector's where the database lists it (PGlite always), as real[] otherwise, with one cosine similarity", async () => {
    const db = tk.kernel.knex;
    const vector = (await db.raw(`select 1 from pg_available_extensions where name = 'vector'`)).rows.length > 0;
    if (!process.env.DATABASE_URL) expect(vector).toBe(true);
    const { rows: columns } = await db.raw(`select udt_name from information_schema.columns where table_name = 'ai_source_chunks' and column_name = 'embedding'`);
    expect(columns[0].udt_name).toBe(vector ? 'vector' : '_float4');
    await db('ai_sources').insert({ uuid: 'v1', title: 'Book', author: 'A', updated_at: new Date() });
    await db('ai_source_chunks').insert({ id: 'v'.repeat(24), source_uuid: 'v1', position: 0, location: 'page 1', text: 'Vectors.' });
    await db.raw('update ai_source_chunks set embedding = ?::real[] where id = ?', [[3, 4, 0], 'v'.repeat(24)]);
    const similarity = async (question: number[]) => Number((await db.raw('select ai_embedding_similarity(embedding, ?::real[]) as s from ai_source_chunks where id = ?', [question, 'v'.repeat(24)])).rows[0].s);
    expect(await similarity([3, 4, 0])).toBeCloseTo(1, 5);
    expect(await similarity([0, 0, 5])).toBeCloseTo(0, 5);
    expect(await similarity([4, 3, 0])).toBeCloseTo(0.96, 5);
  });

  it("keeps one description draft per course, never blank; down drops it", async () => {
    const db = tk.kernel.knex;
    const course = await tk.createCourse();
    const now = new Date();
    await expect(db('ai_description_drafts').insert({ course_id: course.courseId, description: '  ', updated_at: now })).rejects.toThrow();
    await db('ai_description_drafts').insert({ course_id: course.courseId, description: 'A course.', updated_at: now });
    await expect(db('ai_description_drafts').insert({ course_id: course.courseId, description: 'Again.', updated_at: now })).rejects.toThrow();
    await drafts.down(db);
    expect(await db.schema.hasTable('ai_description_drafts')).toBe(false);
    await drafts.up(db);
    expect(await db('ai_description_drafts')).toEqual([]);
  });
});
