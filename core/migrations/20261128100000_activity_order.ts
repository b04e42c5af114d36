import type { Knex } from 'knex';

/**
 * Issue 18 "Activity reorder" (part 3 §2 activity_reorder): the instructor's
 * order of a course's gradebook columns within their lesson. Null (every
 * activity until an order is saved, and one added since) keeps reading order
 * after the ordered ones (GradeLedger.saveActivityOrder).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activities', (t) => {
    t.integer('gradebook_position').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activities', (t) => {
    t.dropColumn('gradebook_position');
  });
}
