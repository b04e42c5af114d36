import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { generateCodes, redeemCode } from '../calls/codeCalls.ts';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import type { CodeBody } from '../schemas/paymentSchemas.ts';
import { codesRef } from './services.ts';

/** `payment/code/` names what the code pays for by `courseId` or by `bundleId`: exactly one. */
function targetOf(body: CodeBody): string {
  const given = [body.bundleId, body.courseId].filter((id): id is string => id !== undefined);
  if (given.length !== 1) throw LmsError.validation([{ field: body.bundleId ? 'courseId' : 'bundleId', message: PAYMENT_MESSAGES.noBundle }]);
  return given[0]!;
}

export const redeemCodeRoute = defineRoute(redeemCode, {
  permission: 'user',
  deps: { codes: codesRef },
  handler: ({ body, user, deps }) => deps.codes.redeem(user!, targetOf(body), body.paymentCode),
});

export const generateCodesRoute = defineRoute(generateCodes, {
  // Part 3 §6: the administration area (codes included) needs administrator status.
  permission: 'administrator',
  deps: { codes: codesRef, audit: coreServices.auditLog },
  handler: async ({ body, user, deps }) => ({
    codes: await deps.codes.generate(body.target, body.count, (made, trx) =>
      deps.audit.record({ actorId: user!.id, action: 'codes.generate', subjectType: 'code_target', subjectId: body.target, before: null, after: made }, trx).then(() => undefined),
    ),
  }),
});
