import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * Attempts at an assessment (part 2 §3 "Assessment session and attempts"):
 * per student and activity (the component in a course), numbered, with the
 * items as delivered (picked, scrambled, snapshotted at start so bank edits
 * never change a running attempt) and the responses saved so far. The grade
 * itself lives in the kernel's ledger; `ledger_attempt_id` points at it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_attempts', (t) => {
    t.string('id', ID).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.integer('number').notNullable();
    t.text('state').notNullable();
    // A professor's preview: never recorded in the ledger, never counted.
    t.boolean('preview').notNullable().defaultTo(false);
    t.integer('opens').notNullable().defaultTo(1);
    t.timestamp('started_at', { useTz: true }).notNullable();
    // Server time: started_at + time limit, or the close date if sooner; null when untimed.
    t.timestamp('deadline', { useTz: true });
    t.jsonb('items').notNullable();
    t.jsonb('responses').notNullable().defaultTo('{}');
    t.timestamp('saved_at', { useTz: true });
    t.timestamp('submitted_at', { useTz: true });
    t.integer('late_seconds');
    t.decimal('score', 10, 2);
    t.decimal('max_score', 10, 2);
    t.string('ledger_attempt_id', ID);
    t.unique(['user_id', 'course_id', 'component_id', 'number']);
    t.check("state in ('in_progress', 'submitted')", [], 'assessment_attempts_state');
  });
  // One running attempt at most per student and activity: a concurrent second start collides here.
  await knex.raw(
    "create unique index assessment_attempts_running on assessment_attempts (user_id, course_id, component_id) where state = 'in_progress'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_attempts');
}
