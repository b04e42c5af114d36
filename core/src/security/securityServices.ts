import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { loadMasterKey } from './masterKey.ts';
import { aesSecretBox } from './aesSecretBox.ts';
import { SigningKeyStore } from './SigningKeyStore.ts';
import { AltchaCaptcha, CaptchaGuard, DEFAULT_CAPTCHA_COST } from './CaptchaService.ts';
import { limitRefs } from '../limits/limitServices.ts';

export const securityRefs = {
  /** Registration's and password recovery's captcha past the throttling threshold (issue 26 item 10). */
  captcha: createServiceRef<CaptchaGuard>('core.captcha'),
} as const;

/** Installation keys (issue 22 item 7). */
export const securityServices = [
  defineService({
    ref: securityRefs.captcha,
    deps: { db: coreServices.database, clock: coreServices.clock, config: kernelParts.config, limiter: limitRefs.rateLimiter },
    // The master key is read at the first challenge, not at start (as the realtime tokens do).
    factory: ({ db, clock, config, limiter }) => new CaptchaGuard(new AltchaCaptcha(db, clock, () => loadMasterKey(config), config.captchaCost ?? DEFAULT_CAPTCHA_COST), limiter),
  }),
  // The installation's master key (core/src/security/masterKey.ts) is read at the first seal or open, not at start.
  defineService({ ref: coreServices.secrets, deps: { config: kernelParts.config }, factory: ({ config }) => aesSecretBox(() => loadMasterKey(config)) }),
  defineService({
    ref: coreServices.signingKeys,
    deps: { db: coreServices.database, box: coreServices.secrets, clock: coreServices.clock },
    factory: ({ db, box, clock }) => new SigningKeyStore(db, box, clock),
  }),
];
