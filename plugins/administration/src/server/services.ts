import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { PaymentRefunds } from './PaymentRefunds.ts';
import { UserAdministration } from './UserAdministration.ts';

export const userAdministrationRef = createServiceRef<UserAdministration>('administration.users');
export const refundsRef = createServiceRef<PaymentRefunds>('administration.refunds');

export const ADMINISTRATION_SERVICES = [
  defineService({
    ref: userAdministrationRef,
    deps: { db: coreServices.database, accounts: coreServices.accountAdministration, audit: coreServices.auditLog },
    factory: ({ db, accounts, audit }) => new UserAdministration(db, accounts, audit),
  }),
  defineService({
    ref: refundsRef,
    deps: { users: userAdministrationRef, accounts: coreServices.accountAdministration },
    factory: ({ users, accounts }) => new PaymentRefunds(users, accounts),
  }),
];
