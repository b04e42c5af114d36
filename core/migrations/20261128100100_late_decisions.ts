import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 18 "Late work manager": an instructor's decision on a late attempt
 * (part 2 §3 Grade `overdue_accepted` / `apply_policy`): accepted without the
 * late policy, or with the policy applied even when none was recorded at
 * submission. Null: no decision, the gradebook's usual rule. Who decided and
 * when are kept beside it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('attempts', (t) => {
    t.text('late_decision');
    t.string('late_decided_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('late_decided_at', { useTz: true });
    t.check("late_decision in ('overdue_accepted', 'apply_policy')", [], 'attempts_late_decision');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('attempts', (t) => {
    t.dropChecks('attempts_late_decision');
    t.dropForeign(['late_decided_by']);
    t.dropColumns('late_decision', 'late_decided_by', 'late_decided_at');
  });
}
