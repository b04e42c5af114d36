import type { Knex } from 'knex';

const ID = 24;

/**
 * Issue 21 item 1: activity tracking, compact. Raw events land in
 * `tracking_events` (no foreign keys, so ingest stays cheap; kept for the
 * retention period only). The tracking job rolls them up into `tracking_days`
 * (one row per course, UTC day, student and place; '' for no lesson / no page),
 * continuing each student's activity window across batches through
 * `tracking_windows`; `tracking_rollup` holds the id of the newest event
 * rolled up. Logins are a user's, not a course's: `tracking_logins`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tracking_events', (t) => {
    t.bigIncrements('id').primary();
    t.string('course_id', ID).notNullable();
    t.string('user_id', ID).notNullable();
    t.text('kind').notNullable();
    t.string('lesson_id', ID);
    t.string('page_id', ID);
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['course_id', 'user_id', 'at']);
    t.index(['at']);
  });

  await knex.schema.createTable('tracking_days', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('lesson_id', ID).notNullable().defaultTo('');
    t.string('page_id', ID).notNullable().defaultTo('');
    t.integer('seconds').notNullable().defaultTo(0);
    t.integer('visits').notNullable().defaultTo(0);
    t.integer('notes').notNullable().defaultTo(0);
    t.integer('posts').notNullable().defaultTo(0);
    t.integer('submissions').notNullable().defaultTo(0);
    t.primary(['course_id', 'day', 'user_id', 'lesson_id', 'page_id']);
    t.index(['course_id', 'user_id', 'day']);
  });

  await knex.schema.createTable('tracking_windows', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('last_at', { useTz: true }).notNullable();
    t.string('lesson_id', ID).notNullable().defaultTo('');
    t.string('page_id', ID).notNullable().defaultTo('');
    t.primary(['course_id', 'user_id']);
  });

  await knex.schema.createTable('tracking_rollup', (t) => {
    t.integer('id').primary();
    t.bigInteger('last_event_id').notNullable().defaultTo(0);
    t.timestamp('rolled_at', { useTz: true });
  });
  await knex('tracking_rollup').insert({ id: 1, last_event_id: 0 });

  await knex.schema.createTable('tracking_logins', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('logins').notNullable().defaultTo(0);
    t.timestamp('last_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['tracking_logins', 'tracking_rollup', 'tracking_windows', 'tracking_days', 'tracking_events']) await knex.schema.dropTable(table);
}
