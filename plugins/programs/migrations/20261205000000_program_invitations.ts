import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Instructor invitations (part 3 §7 instructor, invitation_list; part 1 §2
 * /programregistration/{invitation_id}, /acceptinvitation/{master_id}/{type}):
 * one row per invitation to a section or a program's template, used once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('programs_invitations', (t) => {
    t.string('id', ID).primary();
    t.string('program_id', ID).notNullable().references('programs_programs.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    // s: a section; i: the program's template (the program master).
    t.string('type', 1).notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.string('invited_by', ID).nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true }).nullable();
    t.string('accepted_by', ID).nullable().references('users.id').onDelete('SET NULL');
    t.index(['course_id']);
    t.index(['email']);
  });
  await knex.raw("alter table programs_invitations add constraint programs_invitations_type check (type in ('s', 'i'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('programs_invitations');
}
