import { defineRoute, jsonSchema, LmsError } from '@lms/sdk';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import { codeSchema, generateSchema, type CodeBody, type GenerateBody } from '../schemas/paymentSchemas.ts';
import { codesRef } from './services.ts';

/** `payment/code/` names what the code pays for by `courseId` or by `bundleId`: exactly one. */
function targetOf(body: CodeBody): string {
  const given = [body.bundleId, body.courseId].filter((id): id is string => id !== undefined);
  if (given.length !== 1) throw LmsError.validation([{ field: body.bundleId ? 'courseId' : 'bundleId', message: PAYMENT_MESSAGES.noBundle }]);
  return given[0]!;
}

export const redeemCodeRoute = defineRoute({
  method: 'POST',
  path: 'payment/code/',
  permission: 'user',
  summary: 'Redeems an access code for the bundle or course it was made for: enrols the caller and records the payment.',
  body: jsonSchema<CodeBody>(codeSchema),
  deps: { codes: codesRef },
  handler: ({ body, user, deps }) => deps.codes.redeem(user!, targetOf(body), body.paymentCode),
});

export const generateCodesRoute = defineRoute({
  method: 'POST',
  path: 'generate',
  permission: 'site-admin',
  summary: 'Generates 1 to 10,000 access codes for a bundle or paid course.',
  body: jsonSchema<GenerateBody>(generateSchema),
  deps: { codes: codesRef },
  handler: async ({ body, deps }) => ({ codes: await deps.codes.generate(body.target, body.count) }),
});
