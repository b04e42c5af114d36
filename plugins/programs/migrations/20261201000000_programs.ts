import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Programs (part 3 §3 Program) and their sections. A program's template is a
 * course (section_type program_master); each section is a course copied from
 * it, recorded here with the program it belongs to.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('programs_programs', (t) => {
    t.string('id', ID).primary();
    t.text('program_name').notNullable();
    t.string('program_template', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.jsonb('coordinators').notNullable().defaultTo('[]');
    t.boolean('locked').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.boolean('active_enrollment').notNullable().defaultTo(true);
    t.boolean('enterprise_program').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  // 'Please use a unique program name': names differing only in case or outer spaces are the same name.
  await knex.raw('create unique index programs_programs_name on programs_programs (lower(btrim(program_name)))');

  await knex.schema.createTable('programs_sections', (t) => {
    t.string('course_id', ID).primary().references('courses.id').onDelete('CASCADE');
    t.string('program_id', ID).notNullable().references('programs_programs.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    // The order sections were added in (several may share a created_at).
    t.specificType('seq', 'bigint generated always as identity');
    t.index(['program_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('programs_sections');
  await knex.schema.dropTable('programs_programs');
}
