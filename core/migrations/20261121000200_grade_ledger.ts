import type { Knex } from 'knex';

const ID = 24;

export async function up(knex: Knex): Promise<void> {
  // A graded thing in a course: usually a component, or a custom gradebook column.
  await knex.schema.createTable('activities', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).references('components.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('title').notNullable();
    t.boolean('graded').notNullable().defaultTo(true);
    t.boolean('manual_grading').notNullable().defaultTo(false);
    t.decimal('max_score', 10, 2);
    t.timestamp('open_date', { useTz: true });
    t.timestamp('due_date', { useTz: true });
    t.timestamp('close_date', { useTz: true });
    t.integer('time_limit');
    t.integer('submission_attempts').notNullable().defaultTo(0);
    // Late policy {penalty, per, max}; null when late work is not auto-accepted.
    t.jsonb('policy');
    t.text('rollup_id');
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['course_id', 'component_id']);
  });

  // One submission of one user to one activity, as scored.
  await knex.schema.createTable('attempts', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('activity_id', ID).notNullable().references('activities.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.decimal('score', 10, 2);
    t.decimal('max_score', 10, 2);
    t.jsonb('submission');
    t.jsonb('policy_applied');
    t.decimal('original_score', 10, 2);
    t.boolean('needs_manual_grading').notNullable().defaultTo(false);
    t.timestamp('started_at', { useTz: true });
    t.timestamp('submitted_at', { useTz: true }).notNullable();
    t.timestamp('graded_at', { useTz: true });
    t.index(['activity_id', 'user_id']);
    t.index(['course_id', 'user_id']);
    t.check("status in ('submitted', 'needs_grading', 'graded')", [], 'attempts_status');
  });

  // Per-student exceptions to an activity's settings, and instructor-set grades.
  await knex.schema.createTable('grade_overrides', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('activity_id', ID).notNullable().references('activities.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('open_date', { useTz: true });
    t.timestamp('due_date', { useTz: true });
    t.timestamp('close_date', { useTz: true });
    t.integer('time_limit');
    t.integer('submission_attempts');
    t.jsonb('policy');
    t.decimal('grade', 10, 2);
    t.string('created_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['activity_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('grade_overrides');
  await knex.schema.dropTable('attempts');
  await knex.schema.dropTable('activities');
}
