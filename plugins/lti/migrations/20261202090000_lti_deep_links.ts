import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 22 item 1, deep linking: a platform's LtiDeepLinkingRequest as the
 * launch accepted it (where to answer, the data to echo, whether several items
 * may go back), for the instructor who launched, until answered or expired.
 * `items` is the instructor's choice once made (then the request is answered).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lti_deep_links', (t) => {
    t.string('id', ID).primary();
    t.string('platform_id', ID).notNullable().references('lti_platforms.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable();
    t.text('deployment_id').notNullable();
    t.text('return_url').notNullable();
    t.text('data');
    t.boolean('accept_multiple').notNullable();
    t.jsonb('items');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('answered_at', { useTz: true });
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lti_deep_links');
}
