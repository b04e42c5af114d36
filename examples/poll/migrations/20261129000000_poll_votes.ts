import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('poll_votes', (table) => {
    table.string('component_id', 24).notNullable().references('id').inTable('components').onDelete('CASCADE');
    table.string('user_id', 24).notNullable();
    table.integer('option').notNullable();
    table.timestamp('voted_at', { useTz: true }).notNullable();
    table.primary(['component_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('poll_votes');
}
