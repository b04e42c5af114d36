import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { PlatformStore } from './PlatformStore.ts';
import { LtiLogin } from './LtiLogin.ts';
import { LaunchVerifier } from './LaunchVerifier.ts';
import { PlatformKeys } from './platformKeys.ts';

export const platformsRef = createServiceRef<PlatformStore>('lti.platforms');
export const loginRef = createServiceRef<LtiLogin>('lti.login');
export const verifierRef = createServiceRef<LaunchVerifier>('lti.launch-verifier');
const platformKeysRef = createServiceRef<PlatformKeys>('lti.platform-keys');

export const LTI_SERVICES = [
  defineService({
    ref: platformsRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock },
    factory: ({ db, ids, clock }) => new PlatformStore(db, ids, clock),
  }),
  defineService({ ref: platformKeysRef, factory: () => new PlatformKeys() }),
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
];
