import { priceProblems, type PriceFields } from '../../schemas/priceRules.ts';

/** The price form's values: money typed in dollars ('49.99'), whole numbers as typed; blanks are "not set". */
export interface PriceFormValues {
  title: string;
  method: string;
  amount: string;
  second_amount: string;
  isbn: string;
  isbn_number: string;
  cost: string;
  fee: string;
  exrollment_days: string;
  courtesy_window: string;
  show_modal: string;
}

export const EMPTY_PRICE: PriceFormValues = {
  title: '',
  method: 'credit_card_or_code',
  amount: '',
  second_amount: '',
  isbn: '',
  isbn_number: '',
  cost: '',
  fee: '',
  exrollment_days: '',
  courtesy_window: '',
  show_modal: '',
};

/** Dollars as typed to cents: '49.99' -> 4999, '' -> null; anything else NaN (the money rule refuses it). */
export function cents(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, '');
  if (!text) return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

function whole(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The body of POST prices (cents) from the form's values. */
export function priceBody(values: PriceFormValues): PriceFields {
  return {
    title: values.title.trim(),
    method: values.method,
    amount: cents(values.amount) ?? 0,
    second_amount: cents(values.second_amount),
    isbn: orNull(values.isbn),
    isbn_number: orNull(values.isbn_number),
    cost: cents(values.cost),
    fee: cents(values.fee),
    exrollment_days: whole(values.exrollment_days),
    courtesy_window: whole(values.courtesy_window),
    show_modal: whole(values.show_modal),
  };
}

/** The server's rules on the body the form would send, at the form's fields. */
export const priceFormProblems = (values: PriceFormValues) => priceProblems(priceBody(values));
