import type { Knex } from 'knex';

const ID = 24;

/** Authoring and delivery extras of the content area: library, bookmarks, visits, tags. */
export async function up(knex: Knex): Promise<void> {
  // Each author's library: lessons, pages and components pinned for reuse in any of their courses.
  await knex.schema.createTable('content_library', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('item_type').notNullable();
    t.string('item_id', ID).notNullable();
    // The course the item was pinned from.
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.timestamp('pinned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'item_id']);
    t.check("item_type in ('component', 'pages', 'lessons')", [], 'content_library_item_type');
  });

  await knex.schema.createTable('page_bookmarks', (t) => {
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('lesson_id', ID).notNullable().references('lessons.id').onDelete('CASCADE');
    t.string('page_id', ID).notNullable().references('pages.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'course_id', 'page_id']);
  });

  // The audit trail of course, lesson and page visits; last_activity reads the newest page visit.
  await knex.schema.createTable('content_visits', (t) => {
    t.bigIncrements('id').primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.string('lesson_id', ID).references('lessons.id').onDelete('CASCADE');
    t.string('page_id', ID).references('pages.id').onDelete('CASCADE');
    t.timestamp('visited_at', { useTz: true }).notNullable();
    t.index(['user_id', 'course_id', 'type', 'visited_at']);
    t.check("type in ('course_home_visit', 'lesson_home_visit', 'page_visit')", [], 'content_visits_type');
  });

  await knex.schema.createTable('content_tags', (t) => {
    t.string('id', ID).primary();
    t.text('name').notNullable();
    t.text('type').notNullable();
    t.string('owner_id', ID).references('users.id').onDelete('SET NULL');
    t.string('course_id', ID).references('courses.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['course_id']);
    t.index(['owner_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['content_tags', 'content_visits', 'page_bookmarks', 'content_library']) await knex.schema.dropTable(table);
}
