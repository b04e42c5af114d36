import type { Knex } from 'knex';

/**
 * Issue 17 "Performance": the gradebook reads a page of students' grades and
 * excusals by (course, students) (coreServices.gradebookRecords.studentLedgers);
 * `grade_overrides` had only (course) and (activity, user), so that read
 * scanned every override of the course.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('grade_overrides', (t) => {
    t.index(['course_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('grade_overrides', (t) => {
    t.dropIndex(['course_id', 'user_id']);
  });
}
