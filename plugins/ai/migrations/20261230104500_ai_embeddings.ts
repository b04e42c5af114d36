import type { Knex } from 'knex';

/**
 * Issue 27 item 4, embeddings: each chunk's vector, and the model that made a
 * source's vectors (a question is compared only with vectors of the model
 * that embeds it), and the state of a source's embedding job. The vectors are pgvector's `vector` where the server lists
 * the extension (PGlite always: the kernel loads @electric-sql/pglite-pgvector),
 * otherwise `real[]`; `ai_embedding_similarity(embedding, question real[])`
 * is their cosine similarity either way, so retrieval has one statement.
 * The first AI migration may already have added a `vector` column.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await embeddingType(knex))) {
    if (await vectorListed(knex)) {
      await knex.raw('create extension if not exists vector');
      await knex.raw('alter table ai_source_chunks add column embedding vector');
    } else {
      await knex.raw('alter table ai_source_chunks add column embedding real[]');
    }
  }
  await knex.schema.alterTable('ai_sources', (t) => {
    t.text('embedding_model');
    /** The embedding job's state (aitrain): none, queued, embedding (with progress), ready, failed (with the error). */
    t.text('embedding_status').notNullable().defaultTo('none');
    t.double('embedding_progress').notNullable().defaultTo(0);
    t.text('embedding_error');
  });
  await knex.raw(`alter table ai_sources add constraint ai_sources_embedding_status check (embedding_status in ('none', 'queued', 'embedding', 'ready', 'failed'))`);
  if ((await embeddingType(knex)) === 'vector') {
    await knex.raw(`create function ai_embedding_similarity(embedding vector, question real[]) returns double precision
      language sql immutable parallel safe as $$ select 1 - (embedding <=> question::vector) $$`);
  } else {
    await knex.raw(`create function ai_embedding_similarity(embedding real[], question real[]) returns double precision
      language sql immutable parallel safe as $$
        select sum(e * q) / nullif(sqrt(sum(e * e)) * sqrt(sum(q * q)), 0) from unnest(embedding, question) as v(e, q)
      $$`);
  }
}

/** The embedding column's type ('vector' or '_float4'), or null when there is none. */
async function embeddingType(knex: Knex): Promise<string | null> {
  const { rows } = (await knex.raw(
    `select udt_name from information_schema.columns where table_schema = current_schema() and table_name = 'ai_source_chunks' and column_name = 'embedding'`,
  )) as { rows: { udt_name: string }[] };
  return rows[0]?.udt_name ?? null;
}

async function vectorListed(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw(`select 1 from pg_available_extensions where name = 'vector'`)) as { rows: unknown[] };
  return rows.length > 0;
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists ai_embedding_similarity');
  await knex.schema.alterTable('ai_sources', (t) => {
    t.dropColumn('embedding_model');
    t.dropColumn('embedding_status');
    t.dropColumn('embedding_progress');
    t.dropColumn('embedding_error');
  });
  // The first migration's vector column stays with it; a real[] column is this migration's.
  if ((await embeddingType(knex)) === '_float4') await knex.raw('alter table ai_source_chunks drop column embedding');
}
