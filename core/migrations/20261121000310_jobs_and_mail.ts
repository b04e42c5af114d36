import type { Knex } from 'knex';

const ID = 24;

export async function up(knex: Knex): Promise<void> {
  // Background work of any feature (mail delivery, exports, submit-on-behalf...): claimed with SKIP LOCKED.
  await knex.schema.createTable('jobs', (t) => {
    t.string('id', ID).primary();
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_at', { useTz: true }).notNullable();
    // A running job whose lease has passed belongs to a worker that died: it may be claimed again.
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.check("status in ('queued', 'running', 'done', 'failed')", [], 'jobs_status');
    t.check('max_attempts > 0', [], 'jobs_max_attempts');
  });
  // The claim query's scan: due queued jobs, and running jobs with an expired lease.
  await knex.raw("create index jobs_due on jobs (run_at) where status in ('queued', 'running')");

  await knex.schema.createTable('mail_outbox', (t) => {
    t.string('id', ID).primary();
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.text('kind').notNullable();
    t.string('user_id', ID).references('users.id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('queued');
    t.text('transport');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.text('message_id');
    t.index(['created_at']);
    t.index(['to_address', 'created_at']);
    t.check("status in ('queued', 'sent', 'failed')", [], 'mail_outbox_status');
    t.check("transport is null or transport in ('smtp', 'mailbox')", [], 'mail_outbox_transport');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('jobs');
}
