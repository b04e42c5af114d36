import type { Knex } from 'knex';

/**
 * A third library, 'submissions': what course members upload as their own work
 * (an assessment's recorded or uploaded answer). Served only to its uploader
 * and the course's professors.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table media_files drop constraint media_files_library');
  await knex.raw("alter table media_files add constraint media_files_library check (library in ('images', 'files', 'submissions'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('media_files').where({ library: 'submissions' }).delete();
  await knex.raw('alter table media_files drop constraint media_files_library');
  await knex.raw("alter table media_files add constraint media_files_library check (library in ('images', 'files'))");
}
