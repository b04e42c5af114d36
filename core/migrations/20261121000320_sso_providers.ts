import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One OpenID Connect provider per label-bundle host ("default" or a host name). Server-only: the secret never leaves.
  await knex.schema.createTable('sso_providers', (t) => {
    t.text('host').primary();
    t.text('issuer').notNullable();
    t.text('client_id').notNullable();
    t.text('client_secret');
    t.text('scopes').notNullable().defaultTo('openid email profile');
    t.text('label').notNullable();
    t.text('account_type').notNullable().defaultTo('standard');
    // Where the provider sends the browser after single logout; null means this site's /login.
    t.text('post_logout_redirect_uri');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("account_type in ('standard', 'google')", [], 'sso_providers_account_type');
  });

  // A sign-in in progress: PKCE verifier, state and nonce, bound to the browser by the sha256 of an httpOnly cookie.
  await knex.schema.createTable('sso_login_attempts', (t) => {
    t.string('id_hash', 64).primary();
    t.text('host').notNullable();
    t.text('issuer').notNullable();
    t.text('state').notNullable();
    t.text('nonce').notNullable();
    t.text('code_verifier').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.text('sso_issuer');
    t.text('sso_subject');
    t.unique(['sso_issuer', 'sso_subject'], { indexName: 'users_sso_identity_unique' });
  });

  // The id_token a single-sign-on session was opened with, kept server-side for single logout (id_token_hint).
  await knex.schema.alterTable('sessions', (t) => {
    t.text('sso_id_token');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('sso_id_token');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['sso_issuer', 'sso_subject'], 'users_sso_identity_unique');
    t.dropColumn('sso_subject');
    t.dropColumn('sso_issuer');
  });
  await knex.schema.dropTable('sso_login_attempts');
  await knex.schema.dropTable('sso_providers');
}
