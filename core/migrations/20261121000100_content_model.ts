import type { Knex } from 'knex';

const ID = 24;

/** Columns shared by lessons, pages and components: the course they were made in and their author. */
function ownership(t: Knex.CreateTableBuilder): void {
  t.string('id', ID).primary();
  // The course the item was created in (the shard key); shared items keep it.
  t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
  t.string('owned_by', ID).references('users.id').onDelete('SET NULL');
}

function stamps(t: Knex.CreateTableBuilder, knex: Knex): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('courses', (t) => {
    t.string('id', ID).primary();
    t.text('title').notNullable();
    t.text('slug').unique();
    t.text('subtitle');
    t.string('owner_id', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('open_date', { useTz: true });
    t.timestamp('start_date', { useTz: true });
    t.timestamp('end_date', { useTz: true });
    // The course's many display and feature flags (part 2 §3), validated by core before writing.
    t.jsonb('settings').notNullable().defaultTo('{}');
    stamps(t, knex);
  });

  await knex.schema.createTable('course_staff', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.primary(['course_id', 'user_id']);
    t.index(['user_id']);
    t.check("role in ('instructor', 'assistant')", [], 'course_staff_role');
  });

  await knex.schema.createTable('enrollments', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['course_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('lessons', (t) => {
    ownership(t);
    t.text('title').notNullable();
    t.text('subtitle');
    t.text('description');
    t.boolean('draft').notNullable().defaultTo(false);
    t.timestamp('open_date', { useTz: true });
    t.boolean('suppress_until_available').notNullable().defaultTo(false);
    t.jsonb('data').notNullable().defaultTo('{}');
    stamps(t, knex);
  });

  await knex.schema.createTable('course_lessons', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('lesson_id', ID).notNullable().references('lessons.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['course_id', 'lesson_id']);
    t.index(['course_id', 'position']);
  });

  await knex.schema.createTable('pages', (t) => {
    ownership(t);
    t.text('title').notNullable();
    t.text('type').notNullable().defaultTo('page');
    t.boolean('draft').notNullable().defaultTo(false);
    t.timestamp('open_date', { useTz: true });
    t.boolean('suppress_until_available').notNullable().defaultTo(false);
    t.jsonb('data').notNullable().defaultTo('{}');
    stamps(t, knex);
  });

  await knex.schema.createTable('lesson_pages', (t) => {
    // The lesson's own course (pages belong to the lesson wherever it is shared).
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('lesson_id', ID).notNullable().references('lessons.id').onDelete('CASCADE');
    t.string('page_id', ID).notNullable().references('pages.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['lesson_id', 'page_id']);
    t.index(['lesson_id', 'position']);
  });

  await knex.schema.createTable('components', (t) => {
    ownership(t);
    t.text('type').notNullable();
    t.text('title').notNullable().defaultTo('');
    t.text('description');
    // Type-specific config, always validated against the owning plugin's schema before writing.
    t.jsonb('config').notNullable();
    // Common optional fields (objectives, taxonomy, license and source).
    t.jsonb('meta').notNullable().defaultTo('{}');
    stamps(t, knex);
    t.index(['type']);
  });

  await knex.schema.createTable('page_components', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('page_id', ID).notNullable().references('pages.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable().references('components.id').onDelete('CASCADE');
    t.text('slot').notNullable();
    t.integer('position').notNullable();
    t.primary(['page_id', 'component_id']);
    t.index(['component_id']);
    t.check("slot in ('contents', 'recommended', 'instructor_notes')", [], 'page_components_slot');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'page_components',
    'components',
    'lesson_pages',
    'pages',
    'course_lessons',
    'lessons',
    'enrollments',
    'course_staff',
    'courses',
  ]) {
    await knex.schema.dropTable(table);
  }
}
