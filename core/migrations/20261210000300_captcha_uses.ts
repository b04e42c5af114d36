import type { Knex } from 'knex';

/** Issue 26 item 10: each solved captcha is accepted once; its signature is kept until the challenge expires. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('captcha_uses', (t) => {
    t.text('signature').primary();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('captcha_uses');
}
