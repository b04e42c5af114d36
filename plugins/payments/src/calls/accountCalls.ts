import { defineCall, ID_PATTERN, Type } from '@lms/sdk/calls';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';

/** Part 1 §4 purchase flow, step 1 (account details): `account/check`. */
export const checkAccount = defineCall({
  method: 'POST',
  path: 'account/check',
  summary: "Step 1 of a purchase: whether the buyer can go on to pay (logged in, or an email with no account yet, which registers first).",
  body: Type.Object(
    {
      email: Type.String({ maxLength: 254, errorMessage: PAYMENT_MESSAGES.badEmail }),
      bundle: Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle }),
      password: Type.Optional(Type.String({ maxLength: 200 })),
      google_token: Type.Optional(Type.String({ maxLength: 4000 })),
      name: Type.Optional(Type.String({ maxLength: 200 })),
      surname: Type.Optional(Type.String({ maxLength: 200 })),
      login: Type.Optional(Type.Boolean()),
    },
    { errorMessage: { required: { email: PAYMENT_MESSAGES.badEmail, bundle: PAYMENT_MESSAGES.noBundle } } },
  ),
  answer: Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('warning')]), visitor_id: Type.Union([Type.String(), Type.Null()]), message: Type.Optional(Type.String()) }),
});
