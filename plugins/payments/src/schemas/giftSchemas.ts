import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';

/** Part 1 §7 `payment/taxes/{id}`, `payment/gift/` and the gift's confirmation, and part 1 §5 "Gift" rules. */

/** A billing zip: what a person types (the tax provider validates it). */
export const taxesSchema = Type.Object(
  {
    shipping_zip: Type.String({ maxLength: 20, errorMessage: PAYMENT_MESSAGES.zipInvalid }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { errorMessage: { required: { shipping_zip: PAYMENT_MESSAGES.zipInvalid } } },
);

export const TaxesAnswerSchema = Type.Object({
  /** Cents of tax (0 when tax collection is off or the zip has 4 characters or fewer). */
  taxes: Type.Integer(),
  /** The gift order the payment goes on with. */
  order: Type.String(),
  amount: Type.Integer(),
  total: Type.Integer(),
});
export type TaxesAnswer = Static<typeof TaxesAnswerSchema>;

const email = Type.String({ maxLength: 254, errorMessage: PAYMENT_MESSAGES.badEmail });
const name = Type.String({ maxLength: 200, errorMessage: PAYMENT_MESSAGES.bothNames });

export const giftSchema = Type.Object(
  {
    recipient_email: email,
    recipient_name: name,
    email,
    name,
    orderId: Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.giftTaxFirst }),
    bundle: Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.nothingToGift }),
    /** Accepted as the spec sends them; the card is taken on Stripe's page, and the buyer is the session's user. */
    amount: Type.Optional(Type.Integer()),
    token: Type.Optional(Type.String({ maxLength: 200 })),
    visitor_id: Type.Optional(Type.Union([Type.String({ maxLength: 24 }), Type.Null()])),
  },
  {
    errorMessage: {
      required: {
        recipient_email: PAYMENT_MESSAGES.badEmail,
        email: PAYMENT_MESSAGES.badEmail,
        recipient_name: PAYMENT_MESSAGES.bothNames,
        name: PAYMENT_MESSAGES.bothNames,
        orderId: PAYMENT_MESSAGES.giftTaxFirst,
        bundle: PAYMENT_MESSAGES.nothingToGift,
      },
    },
  },
);
export type GiftBody = Static<typeof giftSchema>;

export const GiftAnswerSchema = Type.Object({
  /** 'open': pay on Stripe's page at `url`; 'paid' once settled. */
  status: Type.Union([Type.Literal('open'), Type.Literal('paid'), Type.Literal('pending')]),
  order_id: Type.String(),
  url: Type.Optional(Type.String()),
  recipient_email: Type.Optional(Type.String()),
});
export type GiftAnswer = Static<typeof GiftAnswerSchema>;

export const giftConfirmSchema = Type.Object(
  { session_id: Type.String({ pattern: '^[A-Za-z0-9_]{1,255}$', errorMessage: PAYMENT_MESSAGES.unknownGift }) },
  { errorMessage: { required: { session_id: PAYMENT_MESSAGES.unknownGift } } },
);
