import { ID_PATTERN, Type, type Static, type TSchema } from '@lms/sdk/calls';
import { PRICE_MESSAGES } from './priceRules.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Cents; the rule function says which are required and how they relate. */
const cents = (message: string) => nullable(Type.Number({ errorMessage: message }));

/** POST prices and PUT prices/{priceId}: every field of part 3 §3 Price and the course payment terms. */
export const priceBodySchema = Type.Object(
  {
    title: Type.String({ maxLength: 200, errorMessage: PRICE_MESSAGES.title }),
    method: Type.String({ maxLength: 40, errorMessage: PRICE_MESSAGES.method }),
    amount: Type.Number({ errorMessage: PRICE_MESSAGES.money }),
    second_amount: cents(PRICE_MESSAGES.money),
    isbn: nullable(Type.String({ maxLength: 40 })),
    isbn_number: nullable(Type.String({ maxLength: 40 })),
    cost: cents(PRICE_MESSAGES.money),
    fee: cents(PRICE_MESSAGES.money),
    exrollment_days: nullable(Type.Number({ errorMessage: PRICE_MESSAGES.accessDays })),
    courtesy_window: nullable(Type.Number({ errorMessage: PRICE_MESSAGES.courtesyWindow })),
    show_modal: nullable(Type.Number({ errorMessage: PRICE_MESSAGES.showModal })),
  },
  { errorMessage: { required: { title: PRICE_MESSAGES.title, method: PRICE_MESSAGES.method, amount: PRICE_MESSAGES.money } } },
);
export type PriceBody = Static<typeof priceBodySchema>;

export const PriceSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  method: Type.String(),
  amount: Type.Integer(),
  second_amount: nullable(Type.Integer()),
  /** Part 3 §3 Price: ISBN and isbn_number. */
  ISBN: nullable(Type.String()),
  isbn_number: nullable(Type.String()),
  cost: nullable(Type.Integer()),
  fee: nullable(Type.Integer()),
  currency: Type.String(),
  exrollment_days: nullable(Type.Integer()),
  courtesy_window: nullable(Type.Integer()),
  show_modal: nullable(Type.Integer()),
});
export type Price = Static<typeof PriceSchema>;

export const SPECIAL_BUNDLE_ACTIONS = ['display_all', 'hide_all', 'apply_price'] as const;

/** POST special_bundle_action: show every course of a bundle (or not), or give it a price's amount. */
export const specialBundleActionSchema = Type.Object({
  bundle: Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'No course(s) found' }),
  action: Type.Unsafe<(typeof SPECIAL_BUNDLE_ACTIONS)[number]>({ type: 'string', enum: [...SPECIAL_BUNDLE_ACTIONS], errorMessage: 'Please choose an action.' }),
  price: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'No such price.' })),
});
export type SpecialBundleAction = Static<typeof specialBundleActionSchema>;

/** POST apply: the course and the price whose terms it takes. */
export const applyPriceSchema = Type.Object({
  course_id: Type.String({ pattern: ID_PATTERN, errorMessage: 'Please choose a course.' }),
  price: Type.String({ pattern: ID_PATTERN, errorMessage: 'Please choose a price.' }),
});

/** A course's payment settings as a price gives them (contract CoursePaymentSettings). */
export const CoursePaymentSchema = Type.Object({
  amount: Type.Integer(),
  second_amount: nullable(Type.Integer()),
  method: Type.String(),
  ISBN: nullable(Type.String()),
  isbn_id: Type.String(),
  isbn_number: nullable(Type.String()),
  cost: nullable(Type.Integer()),
  fee: nullable(Type.Integer()),
  currency: Type.String(),
  exrollment_days: nullable(Type.Integer()),
  courtesy_window: nullable(Type.Integer()),
  show_modal: nullable(Type.Integer()),
});
