import type { Knex } from 'knex';

/**
 * A session opened by a launch inside another site's iframe (an LTI platform) names the
 * origins that may frame its pages (space-separated); null for every other session.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.text('frame_ancestors').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('frame_ancestors');
  });
}
