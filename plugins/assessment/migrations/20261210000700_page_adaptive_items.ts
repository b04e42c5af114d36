import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Issue 18 item 8 (part 3 §7 `PUT assessment/page_adaptive_items/{courseId}/{pageId}`):
 * each page's adaptive item list, the Questions of the page's assessments that
 * tell whether a reader has shown proficiency in what the page covers, in the
 * order the instructor gave.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_page_adaptive_items', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('page_id', ID).notNullable().references('pages.id').onDelete('CASCADE');
    // [itemId]: Questions of the bank (no foreign key: a Question deleted later is left out when read).
    t.jsonb('items').notNullable().defaultTo('[]');
    t.string('updated_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['course_id', 'page_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_page_adaptive_items');
}
