import type { Knex } from 'knex';

/**
 * Issue 22 follow-up: the other origins a registered platform shows its pages
 * from (a separate files or app domain), entered by the administrator and
 * added to the frame-ancestors of that platform's launches.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lti_platforms', (t) => {
    t.jsonb('frame_origins').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lti_platforms', (t) => {
    t.dropColumn('frame_origins');
  });
}
