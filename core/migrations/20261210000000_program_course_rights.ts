import type { Knex } from 'knex';

/**
 * Part 1 §6: a program administrator has rights "on courses in their section
 * list, and on the section template list except for edit-only actions". The
 * programs plugin keeps one row per coordinator and course of each program it
 * runs (coreServices.programAccounts.replaceCourseRights); the permission
 * service reads it beside the course staff row, in the same query.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('program_course_rights', (t) => {
    t.string('course_id', 24).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    // The granting program's id: its rows are replaced together (no foreign key: the program is a plugin's record).
    t.string('program_id', 24).notNullable();
    // The program's section template: every right but the edit-only ones.
    t.boolean('template').notNullable();
    t.primary(['course_id', 'user_id']);
    t.index(['program_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('program_course_rights');
}
