/**
 * Part 3 §5 "Users, codes and prices", the rules of a price (money in cents),
 * shared by the server and the price form. Returns each failing field once.
 */
export const PRICE_METHODS = ['credit_card_only', 'code_only', 'credit_card_or_code', 'new_entry'] as const;
export type PriceMethod = (typeof PRICE_METHODS)[number];

export const PRICE_METHOD_LABELS: Record<PriceMethod, string> = {
  credit_card_only: 'Credit Card Only',
  code_only: 'Access code only',
  credit_card_or_code: 'Credit card or access code',
  new_entry: 'New Entry',
};

export const MAX_COURTESY_WINDOW = 45;

export const PRICE_MESSAGES = {
  title: 'Please enter a title.',
  method: 'Please choose a payment method.',
  money: 'Amounts are whole numbers of cents, 0 or more.',
  creditCardOnly: 'A Credit Card Only price needs an amount above $0.00.',
  newEntry: 'A New Entry price needs an amount or an ISBN.',
  secondPayment: 'The second payment is required when the first is free.',
  courtesyWindow: 'The courtesy window is at most 45 days.',
  accessDays: 'Access days must be a whole number, 0 or more.',
  showModal: 'show_modal must be above 0.',
  providerOnly: 'Only a provider-level administrator may set show_modal.',
  saved: 'Price saved.',
} as const;

/** A price as the form and the calls carry it (cents; null: not set). */
export interface PriceFields {
  title: string;
  method: string;
  amount: number;
  second_amount: number | null;
  isbn: string | null;
  isbn_number: string | null;
  cost: number | null;
  fee: number | null;
  exrollment_days: number | null;
  courtesy_window: number | null;
  show_modal: number | null;
}

const isCents = (value: number | null) => value === null || (Number.isInteger(value) && value >= 0);
const blank = (text: string | null) => text === null || text.trim() === '';

export function priceProblems(price: PriceFields): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message });
  };
  if (blank(price.title)) add('title', PRICE_MESSAGES.title);
  if (!(PRICE_METHODS as readonly string[]).includes(price.method)) add('method', PRICE_MESSAGES.method);
  for (const field of ['amount', 'second_amount', 'cost', 'fee'] as const) if (!isCents(price[field])) add(field, PRICE_MESSAGES.money);
  if (price.method === 'credit_card_only' && !(price.amount > 0)) add('amount', PRICE_MESSAGES.creditCardOnly);
  if (price.method === 'new_entry' && !(price.amount > 0) && blank(price.isbn)) add('amount', PRICE_MESSAGES.newEntry);
  // A free first payment is only a price when something is paid later, or an ISBN (a book bought elsewhere) pays it.
  if (price.amount === 0 && blank(price.isbn) && !((price.second_amount ?? 0) > 0)) add('second_amount', PRICE_MESSAGES.secondPayment);
  if (price.courtesy_window !== null && !(Number.isInteger(price.courtesy_window) && price.courtesy_window >= 0 && price.courtesy_window <= MAX_COURTESY_WINDOW)) {
    add('courtesy_window', PRICE_MESSAGES.courtesyWindow);
  }
  if (price.exrollment_days !== null && !(Number.isInteger(price.exrollment_days) && price.exrollment_days >= 0)) add('exrollment_days', PRICE_MESSAGES.accessDays);
  if (price.show_modal !== null && !(price.show_modal > 0)) add('show_modal', PRICE_MESSAGES.showModal);
  return problems;
}
