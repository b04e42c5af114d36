import type { Knex } from 'knex';

/**
 * Issue 24 (part 3 §3 Enrollment, §7 `utils/change_date`, `utils/ia_opt_out`): an
 * enrolment's own access end and payment due dates (null: the course's), and
 * whether the student opted out of inclusive access.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enrollments', (t) => {
    t.timestamp('access_end_date', { useTz: true });
    t.timestamp('payment_due_date', { useTz: true });
    t.boolean('ia_opt_out').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enrollments', (t) => {
    t.dropColumn('access_end_date');
    t.dropColumn('payment_due_date');
    t.dropColumn('ia_opt_out');
  });
}
