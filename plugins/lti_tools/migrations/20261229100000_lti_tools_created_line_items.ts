import type { Knex } from 'knex';

const ID = 24;

/**
 * AGS line items a tool made on its component (AGS 2.0 §3.2, POST to the line item container),
 * beside the component's own: each is a custom gradebook column (`activity_id`), removed with it.
 * Scores of one are kept in lti_tools_scores under the line item's id as `component_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lti_tools_created_line_items', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('provider_id', ID).notNullable().references('lti_tools_providers.id').onDelete('CASCADE');
    t.string('activity_id', ID).notNullable().unique();
    t.text('label').notNullable();
    t.double('score_maximum').notNullable();
    t.text('resource_id');
    t.text('tag');
    t.timestamp('end_date_time', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['course_id', 'component_id']);
    t.check('score_maximum > 0', [], 'lti_tools_created_line_items_maximum');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lti_tools_created_line_items');
}
