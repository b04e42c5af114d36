import { defineRoute } from '@lms/sdk';
import { listCodes, lookUpCode, redeemCodeFor, returnPaymentAgainstCode, switchCode, userCodes } from '../calls/codeAdminCalls.ts';
import { paymentErrors } from './paymentErrors.ts';
import { codeAdminRef } from './services.ts';

/** Part 3 §6: the administration area needs administrator status. */
const ADMIN = 'administrator' as const;

export const lookUpCodeRoute = defineRoute(lookUpCode, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  handler: async ({ params, deps }) => ({ code: await deps.admin.lookUp(params.code) }),
});

export const switchCodeRoute = defineRoute(switchCode, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  async handler({ params, body, user, deps }) {
    // removing/1 removes the code from use; removing/0 puts it back.
    if (params.flag !== '0' && params.flag !== '1') throw paymentErrors.noCode();
    return { code: await deps.admin.setActive(user!.id, body.code, params.flag === '0') };
  },
});

export const redeemCodeForRoute = defineRoute(redeemCodeFor, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  handler: ({ params, body, user, deps }) => deps.admin.redeemFor(user!.id, params.code, body.email),
});

export const returnPaymentRoute = defineRoute(returnPaymentAgainstCode, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  handler: ({ params, user, deps }) => deps.admin.returnPayment(user!.id, params.code),
});

export const listCodesRoute = defineRoute(listCodes, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  handler: async ({ params, deps }) => ({ codes: await deps.admin.list(params.targetId) }),
});

export const userCodesRoute = defineRoute(userCodes, {
  permission: ADMIN,
  deps: { admin: codeAdminRef },
  handler: async ({ params, deps }) => ({ codes: await deps.admin.ofUser(params.userId, params.isbnId) }),
});
