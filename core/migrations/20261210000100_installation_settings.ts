import type { Knex } from 'knex';

/** Installation settings (part 3 §2 /administrator/settings, coreServices.installationSettings): one row per setting, the value as JSON. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('installation_settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('installation_settings');
}
