import { Type, type Static, type TSchema } from '@lms/sdk/calls';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';

/** The administration's view of access codes (part 3 §5 "Users, codes and prices", §7 code_lookup and its neighbours). */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CodeDetailsSchema = Type.Object({
  /** As displayed: 'ABCD-EFGH-JKLM-NPQR'. */
  code: Type.String(),
  bundle_id: nullable(Type.String()),
  course_id: nullable(Type.String()),
  /** The bundle's or course's title, null when it has been removed. */
  title: nullable(Type.String()),
  /** Cents one redemption records. */
  amount: Type.Integer(),
  active: Type.Boolean(),
  created_at: Type.String(),
  redeemed_at: nullable(Type.String()),
  /** Who redeemed it (null when nobody has, or the account was removed since). */
  redeemed_by: nullable(Type.Object({ _id: Type.String(), email: Type.String(), name: Type.String() })),
});
export type CodeDetails = Static<typeof CodeDetailsSchema>;

/** `removing/{0|1}`: which code to switch. */
export const switchCodeSchema = Type.Object(
  { code: Type.String({ maxLength: 64, errorMessage: PAYMENT_MESSAGES.badCode }) },
  { errorMessage: { required: { code: PAYMENT_MESSAGES.badCode } } },
);

/** `redeem_code/{code}`: the account it is redeemed for. */
export const redeemForSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254, errorMessage: PAYMENT_MESSAGES.badEmail }) },
  { errorMessage: { required: { email: PAYMENT_MESSAGES.badEmail } } },
);
