import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Graded comments on a project component (config comments_comp.comments):
 * each student's record on the component (that they commented: the spec's
 * submissions/{courseId}/comments/{commentsComp}; their comments grade), and
 * the gradebook custom column the grades go to, made when the component's
 * comments are first graded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_comment_students', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable().references('components.id').onDelete('CASCADE');
    t.string('student_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    // When the student (or a professor for them) recorded that they commented; null: not (any more).
    t.timestamp('commented_at', { useTz: true });
    // Their comments grade, as the ledger's custom column holds it.
    t.decimal('grade', 10, 2);
    t.string('graded_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('graded_at', { useTz: true });
    // Bumped by every grade (0 before any): a grader who read an older one is refused (409 comment-grade-changed).
    t.integer('revision').notNullable().defaultTo(0);
    t.primary(['component_id', 'student_id']);
    t.index(['course_id', 'component_id']);
  });

  await knex.schema.createTable('project_comment_columns', (t) => {
    t.string('component_id', ID).primary().references('components.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    // The ledger's custom column (activities.id) of the component's comment grades.
    t.string('activity_id', ID).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_comment_columns');
  await knex.schema.dropTableIfExists('project_comment_students');
}
