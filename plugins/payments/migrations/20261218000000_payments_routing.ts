import type { Knex } from '@lms/sdk';

/**
 * Part 2 §7 `GET|POST routing/{name}`: what a user has done so far in a
 * /routing/{route} element (its state, params and message), one row per user
 * and element, so leaving the screen and coming back keeps it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments_routing_states', (t) => {
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.jsonb('state').notNullable();
    t.jsonb('params').notNullable();
    t.text('message').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments_routing_states');
}
