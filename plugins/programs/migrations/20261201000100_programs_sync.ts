import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Template sync (issue 23 item 4). A template's lessons are "items" with a key
 * that outlives the copy-on-write (an edited shared lesson gets a new id at the
 * same position); each section keeps, per item, what it had at its last sync
 * (the baseline), so a section's own edit is told from a template change.
 * Jobs (sync, deep clone, duplicate) and every sync are recorded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('programs_template_items', (t) => {
    t.string('id', ID).primary();
    t.string('program_id', ID).notNullable().references('programs_programs.id').onDelete('CASCADE');
    // The template's lesson for this item as last seen (null once the template removed it).
    t.string('template_lesson_id', ID);
    t.integer('position').notNullable();
    t.text('title').notNullable().defaultTo('');
    t.boolean('locked').notNullable().defaultTo(false);
    t.index(['program_id']);
  });

  await knex.schema.createTable('programs_section_baselines', (t) => {
    t.string('section_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('item_id', ID).notNullable().references('programs_template_items.id').onDelete('CASCADE');
    // What the template and the section had for the item right after the last sync (or the section's creation).
    t.string('template_lesson_id', ID);
    // The template lesson's content then (an edit of a lesson no one shares is made in place, same id).
    t.text('template_fingerprint');
    t.string('section_lesson_id', ID);
    t.integer('section_position');
    // The section kept its own edit of the item at a sync (it stays its own until the template locks the item).
    t.boolean('own').notNullable().defaultTo(false);
    t.primary(['section_id', 'item_id']);
  });

  await knex.schema.createTable('programs_jobs', (t) => {
    t.string('id', ID).primary();
    t.string('program_id', ID).notNullable().references('programs_programs.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable();
    t.text('kind').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.integer('done').notNullable().defaultTo(0);
    t.integer('total').notNullable().defaultTo(0);
    t.text('message');
    t.string('result_course_id', ID);
    t.string('created_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.check("kind in ('sync', 'deep_clone', 'duplicate')", [], 'programs_jobs_kind');
    t.check("status in ('queued', 'running', 'done', 'failed')", [], 'programs_jobs_status');
    t.index(['program_id', 'created_at']);
  });

  await knex.schema.createTable('programs_syncs', (t) => {
    t.string('id', ID).primary();
    t.string('program_id', ID).notNullable().references('programs_programs.id').onDelete('CASCADE');
    t.string('section_id', ID).notNullable();
    t.text('section_title').notNullable();
    t.string('job_id', ID).notNullable();
    t.string('by_user', ID).references('users.id').onDelete('SET NULL');
    t.text('by_name').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    // The diff entries as applied or kept, exactly as shown before.
    t.jsonb('changes').notNullable();
    t.index(['program_id', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('programs_syncs');
  await knex.schema.dropTable('programs_jobs');
  await knex.schema.dropTable('programs_section_baselines');
  await knex.schema.dropTable('programs_template_items');
}
