import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, removeCourse, type TestKernel } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261215000000_payments_tables.ts';
import * as prices from '../../migrations/20261216000000_payments_prices.ts';
import * as gifts from '../../migrations/20261217000000_payments_gifts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [paymentsPlugin] });
});

afterAll(() => tk?.close());

const TABLES = ['payments_bundles', 'payments_bundle_courses', 'payments_codes', 'payments_checkouts'];

describe('the payments migration', () => {
  it('steps down and up again, and its constraints refuse what a payment must never be', async () => {
    const db = tk.kernel.knex;
    await gifts.down(db);
    await prices.down(db);
    await down(db);
    for (const table of [...TABLES, 'payments_prices', 'payments_gifts']) expect(await db.schema.hasTable(table)).toBe(false);
    await up(db);
    await prices.up(db);
    await gifts.up(db);
    const user = await tk.createUser('student');
    const { courseId } = await tk.createCourse();
    const now = new Date();
    const bundle = { id: 'b'.repeat(24), title: 'Pack', amount: 100, display_all: false, created_at: now };
    await expect(db('payments_bundles').insert({ ...bundle, amount: -1 })).rejects.toThrow();
    await expect(db('payments_bundles').insert({ ...bundle, title: '  ' })).rejects.toThrow();
    await db('payments_bundles').insert(bundle);
    await db('payments_bundle_courses').insert({ bundle_id: bundle.id, course_id: courseId, position: 0 });

    const code = { code: 'ABCDEFGHJKLMNPQR', bundle_id: bundle.id, course_id: null, amount: 100, created_at: now };
    for (const wrong of [{ code: 'ABCDEFGHJKLMNPQI' }, { code: 'abcdefghjklmnpqr' }, { code: 'ABCD-EFGH-JKLM-N' }, { course_id: courseId }, { bundle_id: null }, { amount: -5 }, { redeemed_by: user.id }]) {
      await expect(db('payments_codes').insert({ ...code, ...wrong }), JSON.stringify(wrong)).rejects.toThrow();
    }
    await db('payments_codes').insert(code);
    await expect(db('payments_codes').insert(code)).rejects.toThrow();

    const checkout = { id: 'c'.repeat(24), stripe_session_id: 'cs_1', user_id: user.id, bundle_id: null, course_id: courseId, amount: 100, status: 'open', created_at: now };
    for (const wrong of [{ amount: 0 }, { status: 'paid' }, { status: 'refunded' }, { paid_at: now }, { bundle_id: bundle.id }]) {
      await expect(db('payments_checkouts').insert({ ...checkout, ...wrong }), JSON.stringify(wrong)).rejects.toThrow();
    }
    await db('payments_checkouts').insert(checkout);
    await expect(db('payments_checkouts').insert({ ...checkout, id: 'd'.repeat(24) })).rejects.toThrow();

    const price = { id: 'e'.repeat(24), title: 'P', method: 'credit_card_only', amount: 100, currency: 'usd', created_at: now, updated_at: now };
    for (const wrong of [{ method: 'cash' }, { amount: 0, second_amount: 5 }, { method: 'code_only', amount: 0 }, { courtesy_window: 46 }, { exrollment_days: -1 }, { show_modal: 0 }, { fee: -1 }]) {
      await expect(db('payments_prices').insert({ ...price, ...wrong }), JSON.stringify(wrong)).rejects.toThrow();
    }
    await db('payments_prices').insert(price);

    const gift = { id: 'f'.repeat(24), bundle_id: null, course_id: courseId, amount: 100, tax: 9, created_at: now };
    for (const wrong of [{ amount: 0 }, { tax: -1 }, { bundle_id: bundle.id }, { status: 'open' }, { status: 'paid' }, { paid_at: now }]) {
      await expect(db('payments_gifts').insert({ ...gift, ...wrong }), JSON.stringify(wrong)).rejects.toThrow();
    }
    await db('payments_gifts').insert(gift);

    // A removed course leaves its bundles; a removed buyer's checkouts go, a code stays used.
    await db('payments_codes').where({ code: code.code }).update({ redeemed_by: user.id, redeemed_at: now });
    await removeAccount(tk, user.id);
    expect(await db('payments_checkouts')).toEqual([]);
    expect(await db('payments_codes').where({ code: code.code }).first()).toMatchObject({ redeemed_by: null, redeemed_at: expect.any(Date) });
    await removeCourse(tk, courseId);
    expect(await db('payments_bundle_courses').where({ bundle_id: bundle.id })).toEqual([]);
    expect(await db('payments_bundles').where({ id: bundle.id })).toHaveLength(1);
  });
});
