import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { PlatformStore } from './PlatformStore.ts';
import { LtiLogin } from './LtiLogin.ts';
import { LaunchVerifier } from './LaunchVerifier.ts';
import { RemoteKeySets } from '@lms/sdk/jwt';
import { LinkStore } from './sync/LinkStore.ts';
import { PlatformClient } from './sync/PlatformClient.ts';
import { GradeSync } from './sync/GradeSync.ts';
import { DeepLinkStore } from './deepLinking/DeepLinkStore.ts';
import { DynamicRegistration } from './registration/DynamicRegistration.ts';

export const platformsRef = createServiceRef<PlatformStore>('lti.platforms');
export const loginRef = createServiceRef<LtiLogin>('lti.login');
export const verifierRef = createServiceRef<LaunchVerifier>('lti.launch-verifier');
const platformKeysRef = createServiceRef<RemoteKeySets>('lti.platform-keys');
export const linksRef = createServiceRef<LinkStore>('lti.links');
export const platformClientRef = createServiceRef<PlatformClient>('lti.platform-client');
export const gradeSyncRef = createServiceRef<GradeSync>('lti.grade-sync');
export const deepLinksRef = createServiceRef<DeepLinkStore>('lti.deep-links');
export const dynamicRegistrationRef = createServiceRef<DynamicRegistration>('lti.dynamic-registration');

export const LTI_SERVICES = [
  defineService({
    ref: platformsRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock },
    factory: ({ db, ids, clock }) => new PlatformStore(db, ids, clock),
  }),
  defineService({
    ref: dynamicRegistrationRef,
    deps: { web: coreServices.publicWeb, platforms: platformsRef },
    factory: ({ web, platforms }) => new DynamicRegistration(web, platforms),
  }),
  defineService({
    ref: deepLinksRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, accounts: coreServices.ltiAccounts },
    factory: ({ db, ids, clock, accounts }) => new DeepLinkStore(db, ids, clock, accounts),
  }),
  defineService({ ref: platformKeysRef, factory: () => new RemoteKeySets() }),
  defineService({
    ref: loginRef,
    deps: { platforms: platformsRef, keys: coreServices.signingKeys, clock: coreServices.clock },
    factory: ({ platforms, keys, clock }) => new LtiLogin(platforms, keys, clock),
  }),
  defineService({
    ref: verifierRef,
    deps: { keys: platformKeysRef, clock: coreServices.clock },
    factory: ({ keys, clock }) => new LaunchVerifier(keys, clock),
  }),
  defineService({
    ref: linksRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, jobs: coreServices.jobs },
    factory: ({ db, ids, clock, jobs }) => new LinkStore(db, ids, clock, jobs),
  }),
  defineService({
    ref: platformClientRef,
    deps: { keys: coreServices.signingKeys, clock: coreServices.clock },
    factory: ({ keys, clock }) => new PlatformClient(keys, clock),
  }),
  defineService({
    ref: gradeSyncRef,
    deps: {
      db: coreServices.database,
      ids: coreServices.ids,
      clock: coreServices.clock,
      jobs: coreServices.jobs,
      links: linksRef,
      platforms: platformsRef,
      client: platformClientRef,
      records: coreServices.gradebookRecords,
      accounts: coreServices.ltiAccounts,
    },
    factory: (d) => new GradeSync(d.db, d.ids, d.clock, d.jobs, d.links, d.platforms, d.client, d.records, d.accounts),
  }),
];
