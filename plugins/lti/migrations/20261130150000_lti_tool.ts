import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 22 item 1, tool side: the platforms (other LMSs) that may launch us,
 * as an administrator registered them, and the nonces of accepted launches
 * (each used once; kept until the id_token's exp has passed).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lti_platforms', (t) => {
    t.string('id', ID).primary();
    t.text('issuer').notNullable();
    t.text('client_id').notNullable();
    t.jsonb('deployment_ids').notNullable();
    t.text('auth_login_url').notNullable();
    t.text('token_url').notNullable();
    t.text('jwks_url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['issuer', 'client_id']);
  });
  await knex.schema.createTable('lti_nonces', (t) => {
    t.string('platform_id', ID).notNullable().references('lti_platforms.id').onDelete('CASCADE');
    t.text('nonce').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['platform_id', 'nonce']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lti_nonces');
  await knex.schema.dropTable('lti_platforms');
}
