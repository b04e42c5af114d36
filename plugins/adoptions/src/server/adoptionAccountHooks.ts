import type { AccountHooks } from '@lms/sdk';
import { requestServiceRef } from './services.ts';

/** A professor registration for a catalog course, with its details, becomes that professor's adoption request. */
export const adoptionAccountHooks: AccountHooks = {
  professorRegistered: (registration, { trx, resolve }) => resolve(requestServiceRef).fromRegistration(registration, trx),
};
