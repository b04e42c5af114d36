import type { Knex } from '@lms/sdk';

/**
 * A branching quiz's path through its items (part 2 §3 "adaptive"): the
 * steps taken so far, each item with the response it was passed with, and a
 * last `end` step once the path is over. Null for the other quizzes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_attempts', (t) => {
    t.jsonb('path');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_attempts', (t) => {
    t.dropColumn('path');
  });
}
