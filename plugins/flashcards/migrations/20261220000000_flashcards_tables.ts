import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * A student's flashcards data, private to them: their own cards per deck, their
 * saved study progress (part 2 §3 saved progress), the FSRS state of every card
 * they studied, and each course's scheduler parameters.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('flashcards_own_cards', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    // The whole list, in the student's order: it is read and saved as one value (user/flashcards-save).
    t.jsonb('cards').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'component_id']);
  });
  await knex.schema.createTable('flashcards_progress', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.text('type').notNullable();
    t.jsonb('value').notNullable();
    t.text('key').notNullable();
    t.timestamp('start', { useTz: true });
    t.timestamp('stop', { useTz: true });
    t.integer('timesec').notNullable().defaultTo(0);
    // Where the deck was studied, for the results page's links back to it.
    t.string('lesson_id', ID);
    t.string('page_id', ID);
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'component_id', 'type']);
    t.index(['course_id', 'user_id']);
  });
  await knex.schema.createTable('flashcards_reviews', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.text('type').notNullable();
    t.string('card_id', ID).notNullable();
    t.timestamp('due', { useTz: true }).notNullable();
    t.double('stability').notNullable();
    t.double('difficulty').notNullable();
    t.integer('scheduled_days').notNullable();
    t.integer('learning_steps').notNullable();
    t.integer('reps').notNullable();
    t.integer('lapses').notNullable();
    t.smallint('state').notNullable();
    t.timestamp('last_review', { useTz: true });
    t.string('lesson_id', ID);
    t.string('page_id', ID);
    t.primary(['user_id', 'course_id', 'component_id', 'type', 'card_id']);
    t.index(['course_id', 'user_id', 'due']);
  });
  await knex.schema.createTable('flashcards_course_settings', (t) => {
    t.string('course_id', ID).primary().references('courses.id').onDelete('CASCADE');
    t.double('request_retention').notNullable();
    t.integer('maximum_interval').notNullable();
    t.string('updated_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flashcards_course_settings');
  await knex.schema.dropTable('flashcards_reviews');
  await knex.schema.dropTable('flashcards_progress');
  await knex.schema.dropTable('flashcards_own_cards');
}
