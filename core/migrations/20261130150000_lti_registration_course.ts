import type { Knex } from 'knex';

/** Issue 22: a pending LTI registration remembers the launch's course and role; completing it admits the new account there. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lti_registrations', (t) => {
    t.string('course_id', 24).references('courses.id').onDelete('SET NULL');
    t.text('course_role');
    t.check("course_role in ('instructor', 'assistant', 'student')", [], 'lti_registrations_course_role');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lti_registrations', (t) => {
    t.dropChecks(['lti_registrations_course_role']);
    t.dropColumn('course_role');
    t.dropColumn('course_id');
  });
}
