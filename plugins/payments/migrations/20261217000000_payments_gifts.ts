import type { Knex } from '@lms/sdk';

/**
 * Gift orders (part 1 §4 "Gift flow"): quoted with their tax, paid through a
 * Stripe Checkout session, then settled into one access code mailed to the
 * recipient.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments_gifts', (t) => {
    t.string('id', 24).primary();
    t.string('bundle_id', 24).references('payments_bundles.id').onDelete('CASCADE');
    t.string('course_id', 24).references('courses.id').onDelete('CASCADE');
    // Cents: the price when quoted, and the tax on it (0 without tax collection).
    t.integer('amount').notNullable();
    t.integer('tax').notNullable();
    t.text('billing_zip');
    // The tax provider's reference for the calculation (a Stripe Tax calculation id, or 'table:<rate>').
    t.text('tax_ref');
    t.text('status').notNullable().defaultTo('quoted');
    t.text('purchaser_name');
    t.text('purchaser_email');
    t.string('purchaser_id', 24).references('users.id').onDelete('SET NULL');
    t.text('recipient_name');
    t.text('recipient_email');
    t.text('stripe_session_id').unique();
    t.string('code', 16).references('payments_codes.code').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true });
    t.check('(bundle_id is null) <> (course_id is null)', [], 'payments_gifts_target');
    t.check('amount > 0 and tax >= 0', [], 'payments_gifts_money');
    t.check("status in ('quoted', 'open', 'paid')", [], 'payments_gifts_status');
    t.check("status = 'quoted' or (stripe_session_id is not null and recipient_email is not null and purchaser_email is not null)", [], 'payments_gifts_open');
    t.check("(status = 'paid') = (paid_at is not null)", [], 'payments_gifts_paid_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments_gifts');
}
