import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Issue 28 items 4 and 6: QTI content packages an instructor imports. The
 * upload is read at once (bounds, manifest, files sorted); its items are read
 * by a job that counts its progress; the report is shown before the
 * instructor confirms, and the confirm writes items, stimuli, media and the
 * assessment in one transaction. Media are kept here until confirmed and
 * then served at assessment/packages/files/{id}.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_qti_packages', (t) => {
    t.string('id', ID).primary();
    t.string('owned_by', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable();
    t.text('file_name').notNullable();
    // reading -> ready -> imported; failed when the job could not read it.
    t.text('status').notNullable();
    t.text('version').notNullable();
    t.integer('items_done').notNullable().defaultTo(0);
    t.integer('items_total').notNullable();
    // The files sorted at upload: item files (then their drafts or refusals), stimuli, tests, refused files.
    t.jsonb('contents').notNullable();
    t.text('error');
    // What the confirm wrote (item ids by path, the assessment filled).
    t.jsonb('imported');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['owned_by', 'created_at']);
    t.check("status in ('reading', 'ready', 'failed', 'imported')", [], 'assessment_qti_packages_status');
  });
  await knex.schema.createTable('assessment_qti_files', (t) => {
    // Random (96 bits): the address of a confirmed file is its capability.
    t.string('id', ID).primary();
    t.string('package_id', ID).notNullable().references('assessment_qti_packages.id').onDelete('CASCADE');
    t.text('path').notNullable();
    t.text('mimetype').notNullable();
    t.integer('size').notNullable();
    t.binary('bytes').notNullable();
    t.boolean('confirmed').notNullable().defaultTo(false);
    t.index(['package_id']);
  });
  await knex.schema.createTable('assessment_qti_stimuli', (t) => {
    t.string('id', ID).primary();
    t.string('package_id', ID).notNullable().references('assessment_qti_packages.id').onDelete('CASCADE');
    t.string('owned_by', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('identifier').notNullable();
    t.text('title').notNullable();
    // Sanitised as item prompts are.
    t.text('html').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_qti_stimuli');
  await knex.schema.dropTable('assessment_qti_files');
  await knex.schema.dropTable('assessment_qti_packages');
}
