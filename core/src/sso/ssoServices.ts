import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { SsoProviderStore } from './SsoProviderStore.ts';
import { SsoLoginService } from './SsoLoginService.ts';
import { SsoAccounts } from './SsoAccounts.ts';
import { OidcClients } from './OidcClients.ts';

export const ssoRefs = {
  /** The OpenID Connect provider of each label-bundle host (server-only: holds client secrets). */
  ssoProviders: createServiceRef<SsoProviderStore>('core.sso-providers'),
  ssoLogin: createServiceRef<SsoLoginService>('core.sso-login'),
  ssoAccounts: createServiceRef<SsoAccounts>('core.sso-accounts'),
  oidcClients: createServiceRef<OidcClients>('core.oidc-clients'),
} as const;

export const ssoServices = [
  defineService({
    ref: ssoRefs.ssoProviders,
    deps: { db: coreServices.database, clock: coreServices.clock },
    factory: ({ db, clock }) => new SsoProviderStore(db, clock),
  }),
  defineService({
    ref: ssoRefs.ssoAccounts,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock },
    factory: ({ db, ids, clock }) => new SsoAccounts(db, ids, clock),
  }),
  defineService({ ref: ssoRefs.oidcClients, factory: () => new OidcClients() }),
  defineService({
    ref: ssoRefs.ssoLogin,
    deps: { db: coreServices.database, clock: coreServices.clock, log: coreServices.logger, providers: ssoRefs.ssoProviders, clients: ssoRefs.oidcClients, accounts: ssoRefs.ssoAccounts },
    factory: ({ db, clock, log, providers, clients, accounts }) => new SsoLoginService(db, clock, log, providers, clients, accounts),
  }),
];
