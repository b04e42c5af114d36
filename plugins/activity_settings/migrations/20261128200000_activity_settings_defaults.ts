import type { Knex } from '@lms/sdk';

/**
 * Part 3 §7 `PUT stats/save_defaults`: a course's activity settings defaults
 * (the default time of day, late policy, re-opening attempts and attempts);
 * a course without a row has none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_settings_defaults', (t) => {
    t.string('course_id', 24).primary().references('courses.id').onDelete('CASCADE');
    t.string('global_time', 5);
    t.jsonb('policy');
    t.integer('resume_max_attempts');
    t.integer('submission_attempt_override');
    t.string('updated_by', 24).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_settings_defaults');
}
