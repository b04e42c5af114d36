import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Projects (part 2 §3 Project, Artifact item, Project version, Grade), rubrics
 * (§3 Rubric), project comments (§3 Comment: a board post's fields) and each
 * course's speed-grading comment bank.
 *
 * A project has one editable version at a time (`current_version_id`); sharing
 * and submitting record an operation on it and lock the project; unsharing,
 * reopening and restoring start a new version from a copy of the artifacts, so
 * every shared or submitted state stays readable in the history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_projects', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable().references('components.id').onDelete('CASCADE');
    // Where the project component sat when the project was made (links back to it).
    t.string('lesson_id', ID).notNullable();
    t.string('page_id', ID).notNullable();
    t.string('owner_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.string('image_media_id', ID).references('media_files.id').onDelete('SET NULL');
    // draft | shared | submitted | submitted_late | graded | graded_late (part 2 §4 Project status).
    t.text('status').notNullable();
    t.string('current_version_id', ID);
    t.timestamp('submitted_at', { useTz: true });
    // Set by an instructor's reopen, cleared by the next submit: the project is out of the grading list meanwhile.
    t.timestamp('reopened_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    // Bumped by every write: a writer that read an older revision is refused (409), never silently overwrites.
    t.integer('revision').notNullable().defaultTo(1);
    t.unique(['course_id', 'component_id', 'owner_id']);
    t.index(['course_id', 'component_id', 'status']);
    t.check(
      "status in ('draft', 'shared', 'submitted', 'submitted_late', 'graded', 'graded_late')",
      [],
      'project_projects_status',
    );
  });

  await knex.schema.createTable('project_versions', (t) => {
    t.string('id', ID).primary();
    t.string('project_id', ID).notNullable().references('project_projects.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    // 1, 2, 3 ... within the project.
    t.integer('index').notNullable();
    // [{ action: 'submit' | 'share', timestamp }] (part 2 §3 Project version).
    t.jsonb('operations').notNullable().defaultTo('[]');
    t.boolean('is_shared').notNullable().defaultTo(false);
    t.boolean('is_submitted').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['project_id', 'index']);
  });

  await knex.schema.createTable('project_artifacts', (t) => {
    t.string('id', ID).primary();
    t.string('version_id', ID).notNullable().references('project_versions.id').onDelete('CASCADE');
    t.string('project_id', ID).notNullable().references('project_projects.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    // text | file | image | audio | video | pdf | document | presentation | spreadsheet | url
    t.text('type').notNullable();
    t.text('title').notNullable().defaultTo('');
    // Sanitised HTML of a text artifact.
    t.text('content');
    // The media library file of a file-backed artifact (image, audio, video, pdf, document, presentation, spreadsheet, file).
    t.string('media_id', ID).references('media_files.id').onDelete('SET NULL');
    t.text('url');
    t.integer('position').notNullable();
    t.jsonb('preview');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['version_id', 'position']);
    t.check(
      "type in ('text', 'file', 'image', 'audio', 'video', 'pdf', 'document', 'presentation', 'spreadsheet', 'url')",
      [],
      'project_artifacts_type',
    );
  });

  await knex.schema.createTable('project_rubrics', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('owner_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    // [{ _id, title, description, max_points, ratings: [{ _id, rating, description, points }] }]
    t.jsonb('criteria').notNullable();
    t.decimal('total_points', 10, 2).notNullable();
    t.boolean('archived').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('revision').notNullable().defaultTo(1);
    t.index(['course_id', 'archived']);
  });

  // The grader's work on one project (part 2 §3 Grade); the score itself goes to the core grade ledger.
  await knex.schema.createTable('project_grades', (t) => {
    t.string('project_id', ID).primary().references('project_projects.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('student_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    // The version that was graded.
    t.string('version_id', ID).references('project_versions.id').onDelete('SET NULL');
    // The score after the late policy (when applied), and before it.
    t.decimal('grade', 10, 2);
    t.decimal('original_score', 10, 2);
    t.decimal('max_score', 10, 2).notNullable();
    t.string('rubric_id', ID).references('project_rubrics.id').onDelete('SET NULL');
    // { criterionId: score }
    t.jsonb('criteria').notNullable().defaultTo('{}');
    // { artifactId: graded text }
    t.jsonb('text_grades').notNullable().defaultTo('{}');
    t.text('text_feedback').notNullable().defaultTo('');
    t.string('audio_feedback_media_id', ID).references('media_files.id').onDelete('SET NULL');
    t.string('video_feedback_media_id', ID).references('media_files.id').onDelete('SET NULL');
    t.boolean('apply_policy').notNullable().defaultTo(false);
    t.boolean('manually_accepted').notNullable().defaultTo(false);
    t.string('graded_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('graded_at', { useTz: true });
    t.integer('revision').notNullable().defaultTo(1);
    t.index(['course_id', 'component_id']);
  });

  // Comments on a project (part 2 §3 Comment: a board post's fields), replies nested by parent.
  await knex.schema.createTable('project_comments', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('project_id', ID).notNullable().references('project_projects.id').onDelete('CASCADE');
    t.string('parent_id', ID).references('project_comments.id').onDelete('CASCADE');
    t.string('author_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('author_name').notNullable();
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
    t.index(['project_id', 'created_at']);
    t.index(['parent_id']);
  });

  // A course's reusable feedback snippets in the speed grader.
  await knex.schema.createTable('project_comment_bank', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('owner_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['course_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['project_comment_bank', 'project_comments', 'project_grades', 'project_rubrics', 'project_artifacts', 'project_versions', 'project_projects']) {
    await knex.schema.dropTableIfExists(table);
  }
}
