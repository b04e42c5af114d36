import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * The adoption catalog (courses a site administrator offers for adoption) and
 * the instructors' adoption requests (part 3 §1, §4). A request names the
 * catalog course it copies; approving it records the course made for the requester.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('adoptions_catalog', (t) => {
    t.string('course_id', ID).primary().references('courses.id').onDelete('CASCADE');
    t.timestamp('listed_at', { useTz: true }).notNullable();
    t.string('listed_by', ID).references('users.id').onDelete('SET NULL');
    t.text('description').notNullable().defaultTo('');
  });

  await knex.schema.createTable('adoptions_requests', (t) => {
    t.string('id', ID).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    // The catalog course asked for (the shard key): a request outlives its course's unlisting, not its deletion.
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.text('course_title').notNullable();
    t.date('course_start_date').notNullable();
    t.text('course_enrollment').notNullable();
    t.text('state').notNullable().defaultTo('pending');
    t.string('created_course_id', ID).references('courses.id').onDelete('SET NULL');
    t.string('decided_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check("state in ('pending', 'approved', 'rejected', 'removed')", [], 'adoptions_requests_state');
    t.index(['state', 'created_at']);
    t.index(['user_id', 'course_id']);
  });
  // One outstanding request per instructor and catalog course; decided ones may repeat.
  await knex.raw("create unique index adoptions_requests_one_pending on adoptions_requests (user_id, course_id) where state = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('adoptions_requests');
  await knex.schema.dropTable('adoptions_catalog');
}
