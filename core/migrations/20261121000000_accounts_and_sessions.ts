import type { Knex } from 'knex';

const ID = 24;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('id', ID).primary();
    t.text('email').notNullable();
    t.text('firstname').notNullable();
    t.text('lastname').notNullable();
    t.text('password_hash');
    t.boolean('instructor').notNullable().defaultTo(false);
    t.smallint('administrator').notNullable().defaultTo(0);
    t.boolean('program_administrator').notNullable().defaultTo(false);
    t.text('account_type').notNullable().defaultTo('standard');
    t.text('university');
    t.text('phone_number');
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('sms_notifications').notNullable().defaultTo(false);
    t.text('thumbnail_url');
    t.text('description');
    t.boolean('validated').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('administrator between 0 and 2', [], 'users_administrator_range');
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    // sha256 of the cookie value: a leaked table does not give working session ids.
    t.string('id_hash', 64).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('remember').notNullable().defaultTo(false);
    t.text('user_agent');
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('label_bundles', (t) => {
    // "default" or a host name: the label bundle and theme served to that host.
    t.text('host').primary();
    t.jsonb('bundle').notNullable();
    t.jsonb('theme').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('label_bundles');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
