import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Badges (issue 20 item 8), what their rules read: each student's latest
 * answer on each card (deck mastered) and the UTC days they answered cards in
 * a course (review streak). Private to the student, like their schedules.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('flashcards_last_answers', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.text('type').notNullable();
    t.string('card_id', ID).notNullable();
    t.text('answer').notNullable();
    t.timestamp('answered_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'component_id', 'type', 'card_id']);
    t.check("answer in ('know', 'dontKnow')", [], 'flashcards_last_answers_answer');
  });
  await knex.schema.createTable('flashcards_review_days', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.primary(['user_id', 'course_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flashcards_review_days');
  await knex.schema.dropTable('flashcards_last_answers');
}
