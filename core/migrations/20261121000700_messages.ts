import type { Knex } from 'knex';

const ID = 24;

/**
 * Part 3 §2 "A message box to all students or privately to one student", and
 * the bot messages other features send (part 2 §6: flagged posts notify moderators).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('messages', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    // Null for the bot, or once the sending account is gone.
    t.string('sender_id', ID).references('users.id').onDelete('SET NULL');
    // 'all' (every student at sending time), 'private' (one student) or 'bot'.
    t.text('kind').notNullable();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['course_id', 'created_at']);
    t.check("kind in ('all', 'private', 'bot')", [], 'messages_kind');
  });

  // One row per recipient: who got the message, and when they read it.
  await knex.schema.createTable('message_recipients', (t) => {
    t.string('message_id', ID).notNullable().references('messages.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.timestamp('read_at', { useTz: true });
    t.primary(['message_id', 'user_id']);
    t.index(['user_id', 'course_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('message_recipients');
  await knex.schema.dropTable('messages');
}
