import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Board posts and comments in one table (part 2 §3: a comment has the same
 * fields as a board post), keyed by what they are about: a board, a
 * component's comment section, later a project. Replies point at their parent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('board_posts', (t) => {
    t.string('id', ID).primary();
    // The course the discussion happens in (the shard key): a board shared by two courses has two discussions.
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('target_type').notNullable();
    t.string('target_id', ID).notNullable();
    t.string('parent_id', ID).references('board_posts.id').onDelete('CASCADE');
    t.string('author_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('author_name').notNullable();
    // Whether the author posted as a student: only students' board posts are submissions.
    t.boolean('by_student').notNullable();
    t.text('message').notNullable();
    t.text('raw_message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('edited_at', { useTz: true });
    t.string('editor_id', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('deleted_at', { useTz: true });
    t.timestamp('undeleted_at', { useTz: true });
    t.boolean('flagged').notNullable().defaultTo(false);
    t.string('flagged_by', ID).references('users.id').onDelete('SET NULL');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.index(['course_id', 'target_type', 'target_id', 'created_at']);
    t.index(['parent_id']);
    t.check("target_type in ('board', 'component', 'project')", [], 'board_posts_target_type');
  });

  // The comments setting of a component in a course (the spec's comments_comp).
  await knex.schema.createTable('board_comment_settings', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable().references('components.id').onDelete('CASCADE');
    t.boolean('enabled').notNullable();
    t.timestamp('close_date', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['course_id', 'component_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('board_comment_settings');
  await knex.schema.dropTable('board_posts');
}
