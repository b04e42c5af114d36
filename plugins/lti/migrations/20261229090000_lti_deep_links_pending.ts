import type { Knex } from 'knex';

/**
 * Deep linking for a platform user with no account here yet: the request is kept for the
 * platform user (`lti_user_id`) while they register (/lti_register), and the account they
 * make claims it (`user_id`, null until then).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lti_deep_links', (t) => {
    t.text('lti_user_id');
    t.string('user_id', 24).nullable().alter();
  });
  await knex('lti_deep_links').update({ lti_user_id: '' });
  await knex.schema.alterTable('lti_deep_links', (t) => {
    t.text('lti_user_id').notNullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('lti_deep_links').whereNull('user_id').delete();
  await knex.schema.alterTable('lti_deep_links', (t) => {
    t.dropColumn('lti_user_id');
    t.string('user_id', 24).notNullable().alter();
  });
}
