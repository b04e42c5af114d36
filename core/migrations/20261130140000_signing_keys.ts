import type { Knex } from 'knex';

/**
 * Issue 22 item 7: the installation's RS256 signing keys (core/src/security).
 * The private half is sealed with the master key (never stored plain); a key
 * retired by a rotation stays (served in the JWKS) for the overlap, then goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signing_keys', (t) => {
    t.text('kid').primary();
    t.jsonb('public_jwk').notNullable();
    t.text('private_jwk_sealed').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('retired_at', { useTz: true });
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('signing_keys');
}
