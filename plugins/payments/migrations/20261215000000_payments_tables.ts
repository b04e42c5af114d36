import type { Knex } from '@lms/sdk';

const ID = 24;
/** Part 1 §5: 16 characters of letters without I and O and digits without 0, stored upper-case without dashes. */
const CODE_FORMAT = "code ~ '^[A-HJ-NP-Z1-9]{16}$'";
/** A code or a checkout pays for exactly one thing: a bundle, or one paid course. */
const ONE_TARGET = '(bundle_id is null) <> (course_id is null)';

/**
 * Bundles of courses sold together, the access codes that pay for a bundle or
 * a course, and the card checkouts opened with the payment provider. The
 * payments themselves are core's `payments` rows (coreServices.enrolments).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments_bundles', (t) => {
    t.string('id', ID).primary();
    t.text('title').notNullable();
    t.integer('amount').notNullable();
    t.boolean('display_all').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('amount >= 0', [], 'payments_bundles_amount');
    t.check("length(trim(title)) between 1 and 200", [], 'payments_bundles_title');
  });

  // The courses of a bundle, in the order the bundle shows them.
  await knex.schema.createTable('payments_bundle_courses', (t) => {
    t.string('bundle_id', ID).notNullable().references('payments_bundles.id').onDelete('CASCADE');
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['bundle_id', 'course_id']);
    t.unique(['bundle_id', 'position']);
    t.index(['course_id']);
  });

  await knex.schema.createTable('payments_codes', (t) => {
    t.string('code', 16).primary();
    t.string('bundle_id', ID).references('payments_bundles.id').onDelete('CASCADE');
    t.string('course_id', ID).references('courses.id').onDelete('CASCADE');
    // What one redemption records as paid: the bundle's or course's amount when the code was generated.
    t.integer('amount').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.string('redeemed_by', ID).references('users.id').onDelete('SET NULL');
    // Set once, when redeemed: a code stays used even when its redeemer's account is removed.
    t.timestamp('redeemed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['bundle_id']);
    t.index(['course_id']);
    t.index(['redeemed_by']);
    t.check(CODE_FORMAT, [], 'payments_codes_format');
    t.check(ONE_TARGET, [], 'payments_codes_target');
    t.check('amount >= 0', [], 'payments_codes_amount');
    t.check('redeemed_by is null or redeemed_at is not null', [], 'payments_codes_redeemed');
  });

  await knex.schema.createTable('payments_checkouts', (t) => {
    t.string('id', ID).primary();
    t.text('stripe_session_id').notNullable().unique();
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.string('bundle_id', ID).references('payments_bundles.id').onDelete('CASCADE');
    t.string('course_id', ID).references('courses.id').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true });
    t.index(['user_id']);
    t.check(ONE_TARGET, [], 'payments_checkouts_target');
    t.check('amount > 0', [], 'payments_checkouts_amount');
    t.check("status in ('open', 'paid')", [], 'payments_checkouts_status');
    t.check("(status = 'paid') = (paid_at is not null)", [], 'payments_checkouts_paid_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments_checkouts');
  await knex.schema.dropTable('payments_codes');
  await knex.schema.dropTable('payments_bundle_courses');
  await knex.schema.dropTable('payments_bundles');
}
