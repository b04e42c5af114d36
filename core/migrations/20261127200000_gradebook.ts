import type { Knex } from 'knex';

const ID = 24;

/**
 * An ISO date-time with a time zone, as a component config stores it. The
 * day of the month is checked apart (below): a pattern cannot know February.
 * No "?" in it: knex reads every "?" of a query as a binding.
 */
const ISO_DATE_TIME = String.raw`^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]+){0,1}){0,1}([Zz]|[+-]([01][0-9]|2[0-3])(:{0,1}[0-5][0-9]){0,1})$`;

/*
 * The backfill reads configs written before these columns were kept: a value
 * of the wrong shape counts as absent rather than failing the upgrade. Nested
 * CASEs, because PostgreSQL does not promise the order in which the parts of
 * an AND are evaluated, and a cast of a bad value throws.
 */

/** A config date as timestamptz; null when absent or not a real date-time. */
function configDate(key: string): string {
  const value = `c.config->>'${key}'`;
  const lastDay = `extract(day from make_date(greatest(substr(${value}, 1, 4)::int, 1), substr(${value}, 6, 2)::int, 1) + interval '1 month' - interval '1 day')`;
  return `case when jsonb_typeof(c.config->'${key}') = 'string' and ${value} ~ '${ISO_DATE_TIME}'
    then case when substr(${value}, 1, 4)::int >= 1 and substr(${value}, 9, 2)::int <= ${lastDay} then (${value})::timestamptz end end`;
}

/** A config count as a whole number of 0 or more; 0 when absent or not one. */
function configCount(key: string): string {
  const value = `(c.config->>'${key}')::numeric`;
  return `case when jsonb_typeof(c.config->'${key}') = 'number'
    then case when ${value} >= 0 and ${value} <= 2147483647 and ${value} = trunc(${value}) then ${value}::integer else 0 end else 0 end`;
}

/** The late policy {penalty, per, max} (other keys, such as humanly_per, left out); null when absent or incomplete. */
function configPolicy(): string {
  const part = (name: string) => `(c.config->'policy'->>'${name}')::numeric`;
  const isNumber = (name: string) => `jsonb_typeof(c.config->'policy'->'${name}') = 'number'`;
  return `case when ${isNumber('penalty')} and ${isNumber('per')} and ${isNumber('max')}
    then case when ${part('penalty')} >= 0 and ${part('per')} > 0 and ${part('max')} >= 0
      then jsonb_build_object('penalty', ${part('penalty')}, 'per', ${part('per')}, 'max', ${part('max')}) end end`;
}

/**
 * Issue 17, the gradebook: custom columns (their lesson, shown to students or
 * not), excused cells and who changed a grade, rollup groups with weights and
 * drops, a final-grade override per student; and each component activity's
 * schedule copied from its config, which the kernel keeps in step on every
 * save from now on (activitySync.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activities', (t) => {
    // A custom column's lesson; a component's activity takes its lesson from the content.
    t.string('lesson_id', ID);
    // A custom column students see.
    t.boolean('show').notNullable().defaultTo(true);
  });

  await knex.schema.alterTable('grade_overrides', (t) => {
    t.boolean('excused').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true });
    t.string('updated_by', ID).references('users.id').onDelete('SET NULL');
    t.index(['course_id']);
  });

  await knex.schema.createTable('rollup_groups', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('color').notNullable().defaultTo('#3b82f6');
    // Percent of the total; null while the groups count by points.
    t.decimal('weight', 6, 2);
    t.integer('drop_lowest').notNullable().defaultTo(0);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['course_id']);
  });

  // Replaces the computed course percent of one student.
  await knex.schema.createTable('course_grade_overrides', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.decimal('percent', 6, 2).notNullable();
    t.string('updated_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['course_id', 'user_id']);
  });

  await knex.raw(`
    update activities as a set
      open_date = ${configDate('open_date')},
      due_date = ${configDate('due_date')},
      close_date = ${configDate('close_date')},
      time_limit = ${configCount('time_limit')},
      submission_attempts = ${configCount('submission_attempts')},
      policy = ${configPolicy()},
      graded = case when jsonb_typeof(c.config->'graded') = 'boolean' then (c.config->>'graded')::boolean else true end,
      settings = '{"score_visibility": "immediately", "scoring_method": "highest"}'::jsonb || a.settings
    from components as c
    where c.id = a.component_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('course_grade_overrides');
  await knex.schema.dropTable('rollup_groups');
  await knex.schema.alterTable('grade_overrides', (t) => {
    t.dropIndex(['course_id']);
    t.dropColumn('excused');
    t.dropColumn('updated_at');
    t.dropColumn('updated_by');
  });
  await knex.schema.alterTable('activities', (t) => {
    t.dropColumn('lesson_id');
    t.dropColumn('show');
  });
}
