import type { Knex } from '@lms/sdk';

/**
 * What a taker does besides answering (issue 6; part 2 §3, §9): hints taken
 * per item (`{itemId: count}`, the hint button counts them), confidence per
 * item (`{itemId: 'low'|'medium'|'high'}`), and the review's try-again
 * attempts per item (`{itemId: count}`, up to 5; they never change a score).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_attempts', (t) => {
    t.jsonb('hints_used').notNullable().defaultTo('{}');
    t.jsonb('confidence').notNullable().defaultTo('{}');
    t.jsonb('retries').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_attempts', (t) => {
    t.dropColumn('hints_used');
    t.dropColumn('confidence');
    t.dropColumn('retries');
  });
}
