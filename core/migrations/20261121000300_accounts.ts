import type { Knex } from 'knex';

const ID = 24;

const USER_COLUMNS = ['toc_accepted_at', 'role_title', 'state', 'profile_fields', 'pending_course_id', 'validation_resends', 'lti_user_id', 'ltinopwd'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('toc_accepted_at', { useTz: true });
    // What a professor entered as Title/Role, or an LTI registration's role_id.
    t.text('role_title');
    t.text('state');
    // Values of the label bundle's student_fields other than the user columns (university).
    t.jsonb('profile_fields').notNullable().defaultTo('{}');
    // The course asked for at registration, enrolled at the validating login. No foreign key:
    // like any requested course it is checked then, and a missing course answers no-course.
    t.string('pending_course_id', ID);
    t.integer('validation_resends').notNullable().defaultTo(0);
    t.text('lti_user_id');
    // An LTI account made without a password (the platform vouches for the user).
    t.boolean('ltinopwd').notNullable().defaultTo(false);
    t.check('validation_resends >= 0', [], 'users_validation_resends');
  });
  await knex.raw('create unique index users_lti_user_id_unique on users (lti_user_id) where lti_user_id is not null');

  // Links sent by email (validation, password reset, unsubscribe). Only the sha256 of a token is kept.
  await knex.schema.createTable('account_tokens', (t) => {
    t.string('id_hash', 64).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id', 'purpose']);
    t.check("purpose in ('validation', 'reset', 'unsubscribe')", [], 'account_tokens_purpose');
  });

  // One row per counted attempt (a failed login, a recovery request...); `key` is the sha256 of
  // the account's email or of the client address, so no address of a non-account is stored.
  await knex.schema.createTable('throttle_attempts', (t) => {
    t.bigIncrements('id').primary();
    t.text('action').notNullable();
    t.string('key', 64).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['action', 'key', 'at']);
    t.index(['at']);
  });

  // What a professor entered at registration, kept for the adoption requests screen.
  await knex.schema.createTable('professor_registrations', (t) => {
    t.string('id', ID).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.text('university').notNullable();
    t.text('state').notNullable().defaultTo('Other');
    // The course (a demo course) the professor registered from; no foreign key, as it may be gone later.
    t.string('course_id', ID);
    t.text('course_title');
    t.date('course_start_date');
    t.text('course_enrollment');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['created_at']);
  });

  // Pending registrations made by an LTI launch for a platform user without an account.
  await knex.schema.createTable('lti_registrations', (t) => {
    t.string('id', ID).primary();
    t.text('lti_user_id').notNullable();
    // Where to go after registering (relative to the site root, without the leading /).
    t.text('deeplink').notNullable();
    // The launch's role: an instructor launch makes a professor account.
    t.boolean('instructor').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['lti_user_id']);
  });

  // Course payments (written by the payments feature, read by the account screen).
  await knex.schema.createTable('payments', (t) => {
    t.string('id', ID).primary();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.text('payment_type').notNullable();
    t.text('provider_ref');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'paid_at']);
    t.index(['course_id']);
    t.check('amount >= 0', [], 'payments_amount');
  });
  // A provider's event names one payment: a replayed webhook cannot record it twice.
  await knex.raw('create unique index payments_provider_ref_unique on payments (provider_ref) where provider_ref is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
  await knex.schema.dropTable('lti_registrations');
  await knex.schema.dropTable('professor_registrations');
  await knex.schema.dropTable('throttle_attempts');
  await knex.schema.dropTable('account_tokens');
  await knex.raw('drop index if exists users_lti_user_id_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_validation_resends']);
    t.dropColumns(...USER_COLUMNS);
  });
}
