import type { Knex } from 'knex';

/** Issue 26 item 7 (part 1 §Preview, preview-lessons): a lesson shown without an account on /preview-lessons?course=…. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lessons', (t) => {
    t.boolean('preview').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lessons', (t) => {
    t.dropColumn('preview');
  });
}
