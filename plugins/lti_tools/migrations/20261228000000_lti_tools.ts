import type { Knex } from '@lms/sdk';

const ID = 24;

/**
 * The external LTI 1.3 tools this platform launches (part 3 §3 "LTI tool
 * provider", registered by site administrators) and the courses connected to
 * them (part 3 §7 `lti_create_connection`). Client ids are ours (generated) and
 * unique across providers and connections: a tool's JWT names one as its `iss`/`sub`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lti_tools_providers', (t) => {
    t.string('id', ID).primary();
    t.text('name').notNullable();
    t.text('client_id').notNullable().unique();
    t.text('deployment_id').notNullable();
    t.text('target_link_uri').notNullable();
    t.text('login_url').notNullable();
    t.text('jwks_url');
    t.text('public_key');
    t.text('deep_link_url');
    t.string('created_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('jwks_url is not null or public_key is not null', [], 'lti_tools_providers_key');
  });

  await knex.schema.createTable('lti_tools_connections', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('provider_id', ID).notNullable().references('lti_tools_providers.id').onDelete('CASCADE');
    t.text('client_id').notNullable().unique();
    t.text('deployment_id').notNullable();
    t.string('created_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['course_id', 'provider_id']);
  });

  // One launch (or deep-linking request) begun by a user: its id is the lti_message_hint the tool hands back to
  // our authorization endpoint, once, within minutes; what the id_token says is fixed here, when the user asked.
  await knex.schema.createTable('lti_tools_launches', (t) => {
    t.string('id', 64).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('provider_id', ID).notNullable().references('lti_tools_providers.id').onDelete('CASCADE');
    t.text('message_type').notNullable();
    t.text('client_id').notNullable();
    t.text('deployment_id').notNullable();
    t.text('target_link_uri').notNullable();
    t.text('resource_title').notNullable();
    t.jsonb('roles').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    // A deep-linking request's response came back (accepted once).
    t.timestamp('returned_at', { useTz: true });
    t.check("message_type in ('LtiResourceLinkRequest', 'LtiDeepLinkingRequest')", [], 'lti_tools_launches_type');
    t.index(['created_at']);
  });

  // Access tokens we issued to tools (client credentials, AGS and NRPS scopes): only their SHA-256 is kept.
  await knex.schema.createTable('lti_tools_tokens', (t) => {
    t.string('token_hash', 64).primary();
    t.string('provider_id', ID).notNullable().references('lti_tools_providers.id').onDelete('CASCADE');
    t.text('client_id').notNullable();
    t.jsonb('scopes').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });

  // The jti of every client assertion accepted, until it expires: an assertion is used once.
  await knex.schema.createTable('lti_tools_assertions', (t) => {
    t.text('jti').notNullable();
    t.text('client_id').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['client_id', 'jti']);
  });

  // A graded tool component's line item: the custom gradebook column its scores land in.
  await knex.schema.createTable('lti_tools_line_items', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('activity_id', ID).notNullable();
    t.primary(['course_id', 'component_id']);
  });

  // The last score a tool posted per student (AGS: an older timestamp does not replace a newer one).
  await knex.schema.createTable('lti_tools_scores', (t) => {
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('component_id', ID).notNullable();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.double('score_given');
    t.double('score_maximum');
    t.text('activity_progress').notNullable();
    t.text('grading_progress').notNullable();
    t.timestamp('timestamp', { useTz: true }).notNullable();
    t.primary(['course_id', 'component_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lti_tools_scores');
  await knex.schema.dropTable('lti_tools_line_items');
  await knex.schema.dropTable('lti_tools_assertions');
  await knex.schema.dropTable('lti_tools_tokens');
  await knex.schema.dropTable('lti_tools_launches');
  await knex.schema.dropTable('lti_tools_connections');
  await knex.schema.dropTable('lti_tools_providers');
}
