import type { Knex } from 'knex';

/** Issue 24 item 8 (part 3 §8 'Course archived', 'Course restored'): when the course was archived; null while it is active. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('courses', (t) => {
    t.timestamp('archived_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('courses', (t) => {
    t.dropColumn('archived_at');
  });
}
