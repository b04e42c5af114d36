import { describe, expect, it } from 'vitest';
import { priceProblems, PRICE_MESSAGES, type PriceFields } from '../../src/schemas/priceRules.ts';

const price = (change: Partial<PriceFields> = {}): PriceFields => ({
  title: 'Standard',
  method: 'credit_card_or_code',
  amount: 100,
  second_amount: null,
  isbn: null,
  isbn_number: null,
  cost: null,
  fee: null,
  exrollment_days: null,
  courtesy_window: null,
  show_modal: null,
  ...change,
});

describe('the price rules (part 3 §5)', () => {
  it('needs an amount above $0.00 for Credit Card Only', () => {
    expect(priceProblems(price({ method: 'credit_card_only', amount: 0, second_amount: 5 }))).toEqual([{ field: 'amount', message: PRICE_MESSAGES.creditCardOnly }]);
    expect(priceProblems(price({ method: 'credit_card_only', amount: 1 }))).toEqual([]);
  });

  it('needs an amount or an ISBN for a New Entry', () => {
    expect(priceProblems(price({ method: 'new_entry', amount: 0, second_amount: 5 }))).toEqual([{ field: 'amount', message: PRICE_MESSAGES.newEntry }]);
    expect(priceProblems(price({ method: 'new_entry', amount: 0, isbn: ' ', second_amount: 5 }))).toEqual([{ field: 'amount', message: PRICE_MESSAGES.newEntry }]);
    expect(priceProblems(price({ method: 'new_entry', amount: 0, isbn: '9780000000002' }))).toEqual([]);
    expect(priceProblems(price({ method: 'new_entry', amount: 1 }))).toEqual([]);
  });

  it('needs the second payment when the first is free', () => {
    expect(priceProblems(price({ amount: 0 }))).toEqual([{ field: 'second_amount', message: PRICE_MESSAGES.secondPayment }]);
    expect(priceProblems(price({ amount: 0, second_amount: 0 }))).toEqual([{ field: 'second_amount', message: PRICE_MESSAGES.secondPayment }]);
    expect(priceProblems(price({ amount: 0, second_amount: 1 }))).toEqual([]);
  });

  it('caps the courtesy window at 45 and keeps access days a non-negative integer', () => {
    expect(priceProblems(price({ courtesy_window: 45, exrollment_days: 0 }))).toEqual([]);
    expect(priceProblems(price({ courtesy_window: 46 }))).toEqual([{ field: 'courtesy_window', message: PRICE_MESSAGES.courtesyWindow }]);
    expect(priceProblems(price({ courtesy_window: 2.5 }))).toEqual([{ field: 'courtesy_window', message: PRICE_MESSAGES.courtesyWindow }]);
    expect(priceProblems(price({ exrollment_days: -1 }))).toEqual([{ field: 'exrollment_days', message: PRICE_MESSAGES.accessDays }]);
    expect(priceProblems(price({ exrollment_days: 0.5 }))).toEqual([{ field: 'exrollment_days', message: PRICE_MESSAGES.accessDays }]);
  });

  it('keeps money in whole cents and show_modal above 0', () => {
    expect(priceProblems(price({ amount: 9.99 }))).toEqual([{ field: 'amount', message: PRICE_MESSAGES.money }]);
    expect(priceProblems(price({ cost: -1, fee: 0.5 }))).toEqual([
      { field: 'cost', message: PRICE_MESSAGES.money },
      { field: 'fee', message: PRICE_MESSAGES.money },
    ]);
    expect(priceProblems(price({ show_modal: 0 }))).toEqual([{ field: 'show_modal', message: PRICE_MESSAGES.showModal }]);
    expect(priceProblems(price({ show_modal: 1 }))).toEqual([]);
  });
});
