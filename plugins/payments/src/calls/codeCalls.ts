import { defineCall, Type } from '@lms/sdk/calls';
import { codeSchema, generateSchema } from '../schemas/paymentSchemas.ts';
import { CodeAnswerSchema } from '../schemas/paymentTypes.ts';

/** Access codes (part 1 §4 "Access-code redemption", part 3 §7 `POST generate`). */

export const redeemCode = defineCall({
  method: 'POST',
  path: 'payment/code/',
  summary: 'Redeems an access code for the bundle or course it was made for: enrols the caller and records the payment.',
  body: codeSchema,
  answer: CodeAnswerSchema,
});

export const generateCodes = defineCall({
  method: 'POST',
  path: 'generate',
  summary: 'Generates 1 to 10,000 access codes for a bundle or paid course.',
  body: generateSchema,
  answer: Type.Object({ codes: Type.Array(Type.String()) }),
});
