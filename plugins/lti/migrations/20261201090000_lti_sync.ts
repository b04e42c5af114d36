import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 22 items 2 to 4, tool side: the link of one of our courses to a
 * platform's context (its NRPS and AGS addresses, the course's sync type), the
 * platform's roster as last pulled, the line items we made (one per column of
 * the sync type) and, per column and student, the last score we sent, its
 * sync state and what the platform showed when we last read its results.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lti_links', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().unique();
    t.string('platform_id', ID).notNullable().references('lti_platforms.id').onDelete('CASCADE');
    t.text('context_id').notNullable();
    t.text('context_title').notNullable();
    t.text('memberships_url');
    t.text('lineitems_url');
    t.jsonb('ags_scopes').notNullable();
    t.string('sync_type', 20).notNullable().defaultTo('none');
    /** The pull chain's generation: only the job carrying it runs (a stray duplicate stops). */
    t.integer('tick_generation').notNullable().defaultTo(0);
    t.timestamp('roster_pulled_at', { useTz: true });
    t.timestamp('results_pulled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['platform_id', 'context_id']);
  });
  await knex.schema.createTable('lti_members', (t) => {
    t.string('link_id', ID).notNullable().references('lti_links.id').onDelete('CASCADE');
    t.text('platform_user_id').notNullable();
    t.string('user_id', ID);
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.string('role', 20);
    t.string('status', 20).notNullable();
    t.timestamp('pulled_at', { useTz: true }).notNullable();
    t.primary(['link_id', 'platform_user_id']);
    t.index(['link_id', 'user_id']);
  });
  await knex.schema.createTable('lti_columns', (t) => {
    t.string('id', ID).primary();
    t.string('link_id', ID).notNullable().references('lti_links.id').onDelete('CASCADE');
    t.string('sync_type', 20).notNullable();
    t.text('key').notNullable();
    t.text('label').notNullable();
    t.float('score_maximum').notNullable();
    t.text('lineitem_url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['link_id', 'sync_type', 'key']);
  });
  await knex.schema.createTable('lti_scores', (t) => {
    t.string('column_id', ID).notNullable().references('lti_columns.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable();
    t.text('platform_user_id').notNullable();
    t.float('score').notNullable();
    t.float('score_maximum').notNullable();
    t.string('grading_progress', 20).notNullable();
    /** When the score changed here: the AGS timestamp, kept across retries. */
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.integer('version').notNullable();
    t.integer('synced_version').notNullable().defaultTo(0);
    /** queued, synced, dead (retry budget spent or refused for good), held (the platform changed it). */
    t.string('state', 10).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('synced_at', { useTz: true });
    t.float('synced_score');
    t.float('their_score');
    t.timestamp('their_read_at', { useTz: true });
    /** The platform's grade differs from the one we sent: shown, never overwritten without an instructor. */
    t.boolean('changed_on_platform').notNullable().defaultTo(false);
    t.primary(['column_id', 'user_id']);
    t.index(['state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lti_scores');
  await knex.schema.dropTable('lti_columns');
  await knex.schema.dropTable('lti_members');
  await knex.schema.dropTable('lti_links');
}
