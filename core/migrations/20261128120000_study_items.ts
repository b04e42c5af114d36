import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 20 item 3, the study center (part 3 §4, §7): each student's items to
 * revisit in a course, put by the plugin that found them (`source`, with its
 * own key `ref`), in a bucket: red (to revisit), green, blue. `due_at` null:
 * due now; a later date keeps the item out of the list until then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_items', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('source').notNullable();
    t.text('ref').notNullable();
    t.text('title').notNullable();
    t.text('link').notNullable();
    t.text('bucket').notNullable().defaultTo('red');
    t.timestamp('due_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('moved_at', { useTz: true });
    t.unique(['course_id', 'user_id', 'source', 'ref']);
    t.check("bucket in ('red', 'green', 'blue')", [], 'study_items_bucket');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_items');
}
