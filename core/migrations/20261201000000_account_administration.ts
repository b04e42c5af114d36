import type { Knex } from 'knex';

/**
 * Issue 24 (part 3 §7 Administration `utils/credits`, `utils/refund`): the
 * administrators' audit log, an account's credits, and a refunded payment row
 * that no longer opens its course.
 */
export async function up(knex: Knex): Promise<void> {
  // The administrators' audit log (coreServices.auditLog): who did what to which record, and the record before and after.
  await knex.schema.createTable('audit_log', (t) => {
    t.string('id', 24).primary();
    t.timestamp('at', { useTz: true }).notNullable();
    // No foreign key: an entry outlives its actor's account.
    t.string('actor_id', 24).notNullable();
    t.text('action').notNullable();
    t.text('subject_type').notNullable();
    t.string('subject_id', 64).notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.index(['at', 'id']);
    t.index(['action', 'at']);
    t.index(['subject_id', 'at']);
    t.index(['actor_id', 'at']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.integer('credits').notNullable().defaultTo(0);
    t.check('credits >= 0', [], 'users_credits');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.timestamp('refunded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('refunded_at');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_credits']);
    t.dropColumn('credits');
  });
}
