import { defineCall, Type } from '@lms/sdk/calls';
import { giftConfirmSchema, GiftAnswerSchema, giftSchema, taxesSchema, TaxesAnswerSchema } from '../schemas/giftSchemas.ts';

/** Part 1 §4 "Gift flow": tax, then payment, then the confirmation. */

export const computeTaxes = defineCall({
  method: 'POST',
  path: 'payment/taxes/:id',
  summary: 'Quotes a gift of a bundle or paid course: its tax from the billing zip (when tax collection is on); answers the order.',
  body: taxesSchema,
  answer: TaxesAnswerSchema,
});

export const payGift = defineCall({
  method: 'POST',
  path: 'payment/gift/',
  summary: "Pays a quoted gift: opens a Stripe Checkout session for its amount and tax; answers Stripe's page.",
  body: giftSchema,
  answer: GiftAnswerSchema,
});

export const confirmGift = defineCall({
  method: 'POST',
  path: 'payment/gift/confirm',
  summary: "The purchaser back from Stripe: settles the gift once paid (a code mailed to the recipient).",
  body: giftConfirmSchema,
  answer: GiftAnswerSchema,
});

export const giftOffer = defineCall({
  method: 'GET',
  path: 'payment/gift/:id',
  summary: 'What /gift/{id} offers: the title, price, courses and whether tax is collected.',
  answer: Type.Object({ _id: Type.String(), title: Type.String(), amount: Type.Integer(), currency: Type.String(), courses: Type.Array(Type.String()), tax_collection: Type.Boolean(), card: Type.Boolean() }),
});
