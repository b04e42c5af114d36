import type { Knex } from '@lms/sdk';

/** The reports and the grading list read one assessment's attempts, each student's latest first. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index assessment_attempts_by_assessment on assessment_attempts (course_id, component_id, user_id, number desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index assessment_attempts_by_assessment');
}
