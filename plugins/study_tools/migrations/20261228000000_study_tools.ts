import type { Knex } from '@lms/sdk';

/**
 * Notes: one per reader and page of a course, private to the reader.
 * Glossary: a course's terms, each term once per course whatever its case.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_tools_notes', (t) => {
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', 24).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('page_id', 24).notNullable();
    t.text('text').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'page_id']);
  });
  await knex.schema.createTable('study_tools_glossary', (t) => {
    t.string('id', 24).primary();
    t.string('course_id', 24).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('term', 200).notNullable();
    t.text('definition').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('create unique index study_tools_glossary_term on study_tools_glossary (course_id, lower(term))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_tools_glossary');
  await knex.schema.dropTable('study_tools_notes');
}
