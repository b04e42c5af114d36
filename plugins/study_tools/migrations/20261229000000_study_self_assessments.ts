import type { Knex } from '@lms/sdk';

/** Self-assessments: each learner's own rating (1 to 5) of how well they master a lesson of a course, private to them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_tools_self_assessments', (t) => {
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', 24).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('lesson_id', 24).notNullable();
    t.smallint('rating').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'course_id', 'lesson_id']);
  });
  await knex.raw('alter table study_tools_self_assessments add constraint study_tools_self_assessments_rating check (rating between 1 and 5)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_tools_self_assessments');
}
