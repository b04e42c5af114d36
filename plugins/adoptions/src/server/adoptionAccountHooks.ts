import { defineAccountHooks } from '@lms/sdk';
import { requestServiceRef } from './services.ts';

/** A professor registration for a catalog course, with its details, becomes that professor's adoption request. */
export const adoptionAccountHooks = defineAccountHooks({
  deps: { requests: requestServiceRef },
  professorRegistered: (registration, { trx, deps }) => deps.requests.fromRegistration(registration, trx),
});
