import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 27: the AI areas. The installation's provider (one row, its key
 * sealed by coreServices.secrets), personas, agents (part 3 §3 AI agent),
 * sources (part 3 §3 AI source) with their file and indexing state, the
 * sources' chunks (full text always; an `embedding` column only where the
 * pgvector extension can be installed), each course's AI configuration and
 * sources, the students' conversations and messages, and usage per course
 * and UTC day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_provider', (t) => {
    t.string('id', 16).primary();
    t.text('kind').notNullable();
    t.text('base_url').notNullable().defaultTo('');
    t.text('model').notNullable().defaultTo('');
    t.text('embedding_model').notNullable().defaultTo('');
    t.text('region').notNullable().defaultTo('');
    t.text('access_key_id').notNullable().defaultTo('');
    /** coreServices.secrets' sealed form: the API key (openai-compatible) or secret access key (bedrock-agent). */
    t.text('sealed_key');
    t.double('input_cents_per_million').notNullable().defaultTo(0);
    t.double('output_cents_per_million').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table ai_provider add constraint ai_provider_kind check (kind in ('none', 'openai-compatible', 'bedrock-agent'))`);

  await knex.schema.createTable('ai_personas', (t) => {
    t.string('id', ID).primary();
    t.text('name').notNullable();
    t.text('voice').notNullable().defaultTo('');
    t.text('teaching_style').notNullable().defaultTo('');
    t.text('instructions').notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('ai_agents', (t) => {
    t.text('agent_alias_id').primary();
    t.text('agent_id').notNullable().defaultTo('');
    t.text('title').notNullable();
    t.boolean('optimised_latency').notNullable().defaultTo(false);
    t.jsonb('initial_questions').notNullable().defaultTo('[]');
    t.string('persona_id', ID).references('ai_personas.id').onDelete('SET NULL');
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('ai_sources', (t) => {
    t.text('uuid').primary();
    t.text('title').notNullable();
    t.text('author').notNullable();
    t.text('isbn').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('empty');
    t.double('progress').notNullable().defaultTo(0);
    t.text('error');
    t.text('file_name');
    t.text('file_type');
    t.integer('file_size');
    /** The uploaded bytes, read by the indexing job on whichever node claims it. */
    t.binary('file_bytes');
    t.boolean('embedded').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table ai_sources add constraint ai_sources_status check (status in ('empty', 'queued', 'indexing', 'ready', 'failed'))`);

  await knex.schema.createTable('ai_source_chunks', (t) => {
    t.string('id', ID).primary();
    t.text('source_uuid').notNullable().references('ai_sources.uuid').onDelete('CASCADE');
    t.integer('position').notNullable();
    /** Where in the source (a page of a PDF, a chapter of an EPUB, a line range of a text). */
    t.text('location').notNullable();
    t.text('text').notNullable();
    t.unique(['source_uuid', 'position']);
  });
  await knex.raw(`alter table ai_source_chunks add column document tsvector generated always as (to_tsvector('english', text)) stored`);
  await knex.raw('create index ai_source_chunks_document on ai_source_chunks using gin (document) with (fastupdate = off)');
  if (await vectorInstallable(knex)) {
    await knex.raw('create extension if not exists vector');
    await knex.raw('alter table ai_source_chunks add column embedding vector');
  }

  await knex.schema.createTable('ai_course_configs', (t) => {
    t.string('course_id', ID).primary().references('courses.id').onDelete('CASCADE');
    t.boolean('ai_admin_enable').notNullable().defaultTo(false);
    t.text('agent_alias_id').references('ai_agents.agent_alias_id').onDelete('SET NULL');
    t.string('persona_id', ID).references('ai_personas.id').onDelete('SET NULL');
    t.text('integrity_policy').notNullable().defaultTo('until_due');
    t.integer('daily_message_cap');
    t.integer('daily_cost_cap_cents');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table ai_course_configs add constraint ai_course_configs_policy check (integrity_policy in ('until_due', 'during_attempt', 'off'))`);

  await knex.schema.createTable('ai_course_sources', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('source_uuid').notNullable().references('ai_sources.uuid').onDelete('CASCADE');
    t.primary(['course_id', 'source_uuid']);
    t.index(['source_uuid']);
  });

  await knex.schema.createTable('ai_conversations', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['course_id', 'user_id', 'updated_at']);
  });

  await knex.schema.createTable('ai_messages', (t) => {
    t.string('id', ID).primary();
    t.string('conversation_id', ID).notNullable().references('ai_conversations.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable();
    t.string('user_id', ID).notNullable();
    t.text('role').notNullable();
    t.text('text').notNullable();
    t.text('mode');
    /** The passages the answer rests on (PassageSchema[]), as they were when it was made. */
    t.jsonb('passages').notNullable().defaultTo('[]');
    t.text('refusal');
    t.boolean('flagged').notNullable().defaultTo(false);
    t.text('flag_reason');
    t.timestamp('flagged_at', { useTz: true });
    t.integer('input_tokens').notNullable().defaultTo(0);
    t.integer('output_tokens').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['conversation_id', 'created_at']);
    t.index(['course_id', 'user_id', 'created_at']);
  });
  await knex.raw(`create index ai_messages_flagged on ai_messages (course_id, flagged_at) where flagged`);

  await knex.schema.createTable('ai_usage_days', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('messages').notNullable().defaultTo(0);
    t.bigInteger('input_tokens').notNullable().defaultTo(0);
    t.bigInteger('output_tokens').notNullable().defaultTo(0);
    t.double('cost_cents').notNullable().defaultTo(0);
    t.primary(['course_id', 'day']);
  });
}

/** pgvector where the server has it (PostgreSQL with the extension package); full text alone otherwise. */
async function vectorInstallable(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw(`select 1 from pg_available_extensions where name = 'vector'`)) as { rows: unknown[] };
  return rows.length > 0;
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['ai_usage_days', 'ai_messages', 'ai_conversations', 'ai_course_sources', 'ai_course_configs', 'ai_source_chunks', 'ai_sources', 'ai_agents', 'ai_personas', 'ai_provider']) {
    await knex.schema.dropTableIfExists(table);
  }
}
