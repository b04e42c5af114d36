import type { Knex } from '@lms/sdk';

/**
 * Where each reader left off in each book. Keyed by the book's content hash,
 * not by a component or course: the same book read in two courses, or
 * uploaded twice under other names, is one book with one position.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('e_reader_positions', (t) => {
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.string('hash_id', 64).notNullable();
    t.text('location').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'hash_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('e_reader_positions');
}
