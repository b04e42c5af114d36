import type { Knex } from 'knex';

/**
 * Issue 27 item 6, the course description draft kept: the instructor's
 * edited draft, one per course, saved by the AI manager and loaded back on
 * it ("nothing a user entered is ever lost"). Courses have no description
 * field of their own; the catalog's description is written from it only by
 * someone who may edit the catalog.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_description_drafts', (t) => {
    t.string('course_id', 24).primary().references('courses.id').onDelete('CASCADE');
    t.text('description').notNullable();
    t.string('updated_by', 24).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table ai_description_drafts add constraint ai_description_drafts_not_blank check (length(btrim(description)) > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_description_drafts');
}
