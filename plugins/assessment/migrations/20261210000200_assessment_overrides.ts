import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Per-student assessment overrides (part 3 §3 "Assessment override"), the
 * submit-on-behalf jobs a professor's browser polls (part 2 §7
 * assessment/update and job_poller) and, on attempts, what manual grading
 * and submitting on behalf need: a person's scores by item and who submitted.
 */
export async function up(knex: Knex): Promise<void> {
  // A null field takes the assessment's own value.
  await knex.schema.createTable('assessment_overrides', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('open_date', { useTz: true });
    t.timestamp('due_date', { useTz: true });
    t.timestamp('close_date', { useTz: true });
    t.integer('time_limit');
    t.integer('submission_attempts');
    // {penalty, per, max, humanly_per}
    t.jsonb('policy');
    t.string('updated_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['course_id', 'component_id', 'user_id']);
  });

  // Stored so that any node answers the poll of a job another node ran.
  await knex.schema.createTable('assessment_jobs', (t) => {
    t.string('reference', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    // The student whose attempt is submitted, and the professor who asked.
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('created_by', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('message');
    t.decimal('score', 10, 2);
    t.decimal('max_score', 10, 2);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.index(['created_by', 'created_at']);
    t.check("status in ('pending', 'done', 'failed')", [], 'assessment_jobs_status');
  });

  await knex.schema.alterTable('assessment_attempts', (t) => {
    // A person's scores by item id (manual grading, regrade): mirrors the ledger submission's manual_scores.
    t.jsonb('manual_scores').notNullable().defaultTo('{}');
    // The student, or the professor who submitted on their behalf.
    t.string('submitted_by', ID).references('users.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_attempts', (t) => {
    t.dropColumn('submitted_by');
    t.dropColumn('manual_scores');
  });
  await knex.schema.dropTable('assessment_jobs');
  await knex.schema.dropTable('assessment_overrides');
}
