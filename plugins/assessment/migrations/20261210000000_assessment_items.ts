import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * The item bank (part 2 §3 "Authoring item"): questions owned by their
 * author, found again by reference, shared with courses through course_id
 * tags. Assessments name items by id in their config; attempts carry a copy
 * of the items they delivered, so removing an item never changes a score.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_items', (t) => {
    t.string('id', ID).primary();
    // An author's items go with their account.
    t.string('owned_by', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('reference').notNullable();
    t.text('title').notNullable();
    t.text('type').notNullable();
    t.text('prompt').notNullable();
    t.jsonb('content').notNullable();
    t.decimal('points', 10, 2).notNullable();
    // [{type, name}], the spec's tag types; course_id tags share the item with a course.
    t.jsonb('tags').notNullable().defaultTo('[]');
    // The item someone else's edit copied (no reference: the original may be deleted).
    t.string('copied_from', ID);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['owned_by', 'reference']);
    t.index(['owned_by', 'updated_at']);
    t.check(
      "type in ('single_choice', 'multiple_response', 'true_false', 'short_text', 'numeric', 'fill_blanks', 'ordering', 'matching', 'video', 'longtext', 'longtextV2', 'audio', 'plaintext', 'fileupload')",
      [],
      'assessment_items_type',
    );
  });
  // Finds the items shared with a course: tags @> '[{"type":"course_id","name":...}]'.
  await knex.raw('create index assessment_items_tags on assessment_items using gin (tags jsonb_path_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_items');
}
