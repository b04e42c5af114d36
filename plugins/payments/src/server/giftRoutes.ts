import { defineRoute } from '@lms/sdk';
import { computeTaxes, confirmGift, giftOffer, payGift } from '../calls/giftCalls.ts';
import { giftsRef, settingsRef } from './services.ts';

/** /gift/{id} is public (part 1 §2): a visitor may give a course; a logged-in purchaser is recorded. */

export const giftOfferRoute = defineRoute(giftOffer, {
  permission: 'public',
  deps: { gifts: giftsRef, settings: settingsRef },
  async handler({ params, deps }) {
    const target = await deps.gifts.giftable(params.id);
    return {
      _id: target.id,
      title: target.title,
      amount: target.amount,
      currency: deps.settings.currency,
      courses: target.courseIds,
      tax_collection: deps.gifts.taxCollection,
      card: deps.gifts.cardPayments,
    };
  },
});

export const computeTaxesRoute = defineRoute(computeTaxes, {
  permission: 'public',
  deps: { gifts: giftsRef },
  handler: ({ params, body, user, deps }) => deps.gifts.quote(params.id, body.shipping_zip, user),
});

export const payGiftRoute = defineRoute(payGift, {
  permission: 'public',
  deps: { gifts: giftsRef },
  handler: ({ body, user, origin, deps }) => deps.gifts.pay(body, user, origin),
});

export const confirmGiftRoute = defineRoute(confirmGift, {
  permission: 'public',
  deps: { gifts: giftsRef },
  handler: ({ body, origin, deps }) => deps.gifts.confirm(body.session_id, origin),
});
