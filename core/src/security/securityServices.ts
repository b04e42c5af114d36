import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { loadMasterKey } from './masterKey.ts';
import { aesSecretBox } from './aesSecretBox.ts';
import { SigningKeyStore } from './SigningKeyStore.ts';

export const securityRefs = {
  /** The installation's master key (core/src/security/masterKey.ts); only the SecretBox reads it. */
  masterKey: createServiceRef<Buffer>('core.master-key'),
} as const;

/** Installation keys (issue 22 item 7). */
export const securityServices = [
  defineService({ ref: securityRefs.masterKey, deps: { config: kernelParts.config }, factory: ({ config }) => loadMasterKey(config) }),
  defineService({ ref: coreServices.secrets, deps: { key: securityRefs.masterKey }, factory: ({ key }) => aesSecretBox(key) }),
  defineService({
    ref: coreServices.signingKeys,
    deps: { db: coreServices.database, box: coreServices.secrets, clock: coreServices.clock },
    factory: ({ db, box, clock }) => new SigningKeyStore(db, box, clock),
  }),
];
