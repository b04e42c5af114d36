import type { Knex } from '@lms/sdk';

/**
 * Hints of an item (issue 6, part 2 §9 "Hint button counts hints"): up to 5
 * plain texts a taker asks for one by one. Existing items have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_items', (t) => {
    t.jsonb('hints').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_items', (t) => {
    t.dropColumn('hints');
  });
}
