import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * One subscription feed token per user and course (issue 20 item 5). Only the
 * token's SHA-256 is kept: the address is shown once, when it is made, and a
 * copy of this table cannot read anyone's calendar.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feed_tokens', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    // Hex SHA-256 of the token.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'course_id']);
    t.index(['course_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feed_tokens');
}
