import { defineCall, Type } from '@lms/sdk/calls';
import { AdminBundleSchema } from '../schemas/paymentTypes.ts';
import { applyPriceSchema, CoursePaymentSchema, priceBodySchema, PriceSchema, specialBundleActionSchema } from '../schemas/priceTypes.ts';

/** Part 3 §7 "Administration": prices, classes, apply and special_bundle_action. */

export const listPrices = defineCall({
  method: 'GET',
  path: 'prices',
  summary: 'The price list, by title.',
  answer: Type.Object({ prices: Type.Array(PriceSchema) }),
});

export const listClasses = defineCall({
  method: 'GET',
  path: 'classes',
  summary: 'The courses that ask a payment (not archived), by title, at most 500: what codes and prices are for besides bundles.',
  answer: Type.Object({ classes: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), amount: Type.Integer() })) }),
});

export const createPrice = defineCall({
  method: 'POST',
  path: 'prices',
  summary: 'Adds a price (part 3 §5 rules; show_modal only from a provider-level administrator).',
  body: priceBodySchema,
  answer: Type.Object({ price: PriceSchema }),
});

export const updatePrice = defineCall({
  method: 'PUT',
  path: 'prices/:priceId',
  summary: 'Changes a price (the same rules).',
  body: priceBodySchema,
  answer: Type.Object({ price: PriceSchema }),
});

export const specialBundleAction = defineCall({
  method: 'POST',
  path: 'special_bundle_action',
  summary: "display_all / hide_all: whether a bundle shows all its courses; apply_price: the bundle costs a price's amount.",
  body: specialBundleActionSchema,
  answer: Type.Object({ bundle: AdminBundleSchema }),
});

export const applyPrice = defineCall({
  method: 'POST',
  path: 'apply',
  summary: "Gives a course a price's payment terms (part 1 §3 Course payment settings): amount, method, ISBN and the rest; audited as prices.apply.",
  body: applyPriceSchema,
  answer: Type.Object({ course_id: Type.String(), payment: CoursePaymentSchema }),
});
