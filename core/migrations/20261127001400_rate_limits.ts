import type { Knex } from 'knex';

/**
 * The rate limits' counters (issue 14): one row per bucket and caller, counting
 * the calls of the current window. In the database so every node of a
 * deployment counts the same calls.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_windows', (table) => {
    table.text('key').primary();
    table.integer('hits').notNullable();
    table.timestamp('resets_at', { useTz: true }).notNullable();
    table.index(['resets_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_windows');
}
