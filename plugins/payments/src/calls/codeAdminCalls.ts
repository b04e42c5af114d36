import { defineCall, Type } from '@lms/sdk/calls';
import { CodeDetailsSchema, redeemForSchema, switchCodeSchema } from '../schemas/codeAdminTypes.ts';
import { CodeAnswerSchema } from '../schemas/paymentTypes.ts';

/** The administrator's code tools (part 3 §7 "Administration": code_lookup, removing, redeem_code, return_payment_against_code). */

export const lookUpCode = defineCall({
  method: 'GET',
  path: 'code_lookup/:code',
  summary: 'One access code: what it pays for, its amount, whether it is active, and who redeemed it when.',
  answer: Type.Object({ code: CodeDetailsSchema }),
});

export const switchCode = defineCall({
  method: 'POST',
  path: 'removing/:flag',
  summary: 'removing/1 de-activates an unredeemed code (it can no longer be redeemed); removing/0 makes it active again.',
  body: switchCodeSchema,
  answer: Type.Object({ code: CodeDetailsSchema }),
});

export const redeemCodeFor = defineCall({
  method: 'PUT',
  path: 'redeem_code/:code',
  summary: 'Redeems a code for the account with this email, as if its owner had typed it.',
  body: redeemForSchema,
  answer: CodeAnswerSchema,
});

export const returnPaymentAgainstCode = defineCall({
  method: 'PUT',
  path: 'return_payment_against_code/:code',
  summary: 'Takes back the payment a redeemed code recorded and makes the code unredeemed and active again.',
  answer: Type.Object({ code: CodeDetailsSchema, returned: Type.Integer() }),
});

export const userCodes = defineCall({
  method: 'GET',
  path: 'user_code/:userId/:isbnId',
  summary: 'The codes an account redeemed for a bundle or paid course (isbnId: the bundle or course id), newest redemption first.',
  answer: Type.Object({ codes: Type.Array(CodeDetailsSchema) }),
});

export const listCodes = defineCall({
  method: 'GET',
  path: 'payments/codes/:targetId',
  summary: 'Every code of a bundle or paid course, newest first (the screen exports them as CSV).',
  answer: Type.Object({ codes: Type.Array(CodeDetailsSchema) }),
});
