import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 20 item 8 "Badges": the badges awarded to users, one per user, course
 * and badge key (a rule awards each badge once). The key names the rule
 * (`flashcards.deck-mastered:<componentId>`, `course.all-lessons-visited`...);
 * the title is what the user reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_badges', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('badge_key').notNullable();
    t.text('title').notNullable();
    t.timestamp('awarded_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'badge_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_badges');
}
