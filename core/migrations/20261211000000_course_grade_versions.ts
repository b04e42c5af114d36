import type { Knex } from 'knex';

/**
 * Issue 21 "Performance": a counter per course that every write of the grade
 * ledger's per-student rows bumps in the writer's own transaction, so a reader
 * that kept a class's computed totals knows whether they still hold
 * (coreServices.gradebookRecords.ledgerVersion; docs/architecture.md "Class
 * totals kept between requests"). Bumped by statement-level triggers on the
 * three tables, so no writer (the grading service, the gradebook's one-statement
 * edit, the CSV import, a cascade) can forget it. No foreign key: deleting a
 * course cascades to its attempts, whose trigger then bumps a course that is
 * being deleted in the same statement.
 */
const TABLES = ['attempts', 'grade_overrides', 'course_grade_overrides'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('course_grade_versions', (t) => {
    t.string('course_id', 24).primary();
    t.bigInteger('version').notNullable();
  });
  // Courses in id order, so two transactions bumping the same courses lock them in the same order.
  await knex.raw(`
    create function bump_course_grade_versions() returns trigger language plpgsql as $$
    begin
      insert into course_grade_versions (course_id, version)
      select distinct course_id, 1 from changed_rows order by course_id
      on conflict (course_id) do update set version = course_grade_versions.version + 1;
      return null;
    end $$`);
  for (const table of TABLES) {
    await knex.raw(`create trigger ${table}_grade_version_insert after insert on ${table} referencing new table as changed_rows for each statement execute function bump_course_grade_versions()`);
    await knex.raw(`create trigger ${table}_grade_version_update after update on ${table} referencing new table as changed_rows for each statement execute function bump_course_grade_versions()`);
    await knex.raw(`create trigger ${table}_grade_version_delete after delete on ${table} referencing old table as changed_rows for each statement execute function bump_course_grade_versions()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) await knex.raw(`drop trigger if exists ${table}_grade_version_${event} on ${table}`);
  }
  await knex.raw('drop function if exists bump_course_grade_versions()');
  await knex.schema.dropTable('course_grade_versions');
}
