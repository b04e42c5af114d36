import type { Knex } from 'knex';

/**
 * Browsers an account has logged in from (the device cookie of login
 * throttling): the sha256 of the browser's random token, per account, so a
 * leaked table gives no working cookie.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('known_devices', (t) => {
    t.string('id_hash', 64).notNullable();
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_login_at', { useTz: true }).notNullable();
    t.primary(['id_hash', 'user_id']);
    t.index(['last_login_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('known_devices');
}
