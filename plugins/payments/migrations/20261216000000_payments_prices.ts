import type { Knex } from '@lms/sdk';

/**
 * The administration's price list (part 3 §3 Price, §5 "Users, codes and
 * prices"): named prices in cents with their ISBN, cost, fee and access
 * terms, which a bundle takes with `special_bundle_action`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments_prices', (t) => {
    t.string('id', 24).primary();
    t.text('title').notNullable();
    t.text('method').notNullable();
    t.integer('amount').notNullable();
    t.integer('second_amount');
    t.text('isbn');
    t.text('isbn_number');
    t.integer('cost');
    t.integer('fee');
    t.text('currency').notNullable();
    t.integer('exrollment_days');
    t.integer('courtesy_window');
    t.integer('show_modal');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check("method in ('credit_card_only', 'code_only', 'credit_card_or_code', 'new_entry')", [], 'payments_prices_method');
    t.check('amount >= 0 and coalesce(second_amount, 0) >= 0 and coalesce(cost, 0) >= 0 and coalesce(fee, 0) >= 0', [], 'payments_prices_money');
    t.check("method <> 'credit_card_only' or amount > 0", [], 'payments_prices_card_amount');
    t.check('amount > 0 or coalesce(second_amount, 0) > 0 or isbn is not null', [], 'payments_prices_second');
    t.check('coalesce(exrollment_days, 0) >= 0', [], 'payments_prices_access_days');
    t.check('coalesce(courtesy_window, 0) between 0 and 45', [], 'payments_prices_courtesy');
    t.check('show_modal is null or show_modal > 0', [], 'payments_prices_show_modal');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments_prices');
}
