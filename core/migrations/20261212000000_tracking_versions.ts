import type { Knex } from 'knex';

/**
 * Issue 21 dashboard load: a counter per course that every write of its
 * rolled-up tracking (`tracking_days`, `tracking_windows`) moves in the
 * writer's own transaction, so the tracking readers can keep a course's sums
 * between requests while nothing rolled up since (TrackingReader's kept sums;
 * docs/architecture.md "The rest of a load kept too"). The roll-up, their one
 * writer, bumps the courses of each batch itself (TrackingRollUp); deletes
 * (a deleted user's or course's cascade, a test's cleanup) bump by these
 * statement-level triggers. Insert and update triggers were measured: their
 * transition tables made each 1,000-row upsert of the roll-up about a fifth
 * slower. No foreign key: a course's delete cascades to its rows, whose trigger
 * then bumps a course that is going away in the same statement.
 */
const TABLES = ['tracking_days', 'tracking_windows'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tracking_versions', (t) => {
    t.string('course_id', 24).primary();
    t.bigInteger('version').notNullable();
  });
  // Courses in id order, so two transactions bumping the same courses lock them in the same order.
  await knex.raw(`
    create function bump_tracking_versions() returns trigger language plpgsql as $$
    begin
      insert into tracking_versions (course_id, version)
      select distinct course_id, 1 from changed_rows order by course_id
      on conflict (course_id) do update set version = tracking_versions.version + 1;
      return null;
    end $$`);
  for (const table of TABLES) {
    await knex.raw(`create trigger ${table}_version_delete after delete on ${table} referencing old table as changed_rows for each statement execute function bump_tracking_versions()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`drop trigger if exists ${table}_version_delete on ${table}`);
  await knex.raw('drop function if exists bump_tracking_versions()');
  await knex.schema.dropTable('tracking_versions');
}
