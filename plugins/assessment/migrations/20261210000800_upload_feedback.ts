import type { Knex } from '@lms/sdk';

/**
 * Issue 26 item 3 (part 3 §6: professors "view uploads and give upload
 * feedback"): a professor's feedback on one uploaded answer (a file, a
 * recording or a long text) of a submitted attempt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_upload_feedback', (t) => {
    t.string('attempt_id', 24).notNullable().references('assessment_attempts.id').onDelete('CASCADE');
    t.string('item_id', 24).notNullable();
    t.text('feedback').notNullable();
    // No foreign key: the feedback outlives its author's account.
    t.string('author_id', 24).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['attempt_id', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_upload_feedback');
}
