import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { RateLimiter } from './RateLimiter.ts';

export const limitRefs = {
  /** Counts calls of routes that declare a `rateLimit`. */
  rateLimiter: createServiceRef<RateLimiter>('core.rate-limiter'),
} as const;

export const limitServices = [
  defineService({
    ref: limitRefs.rateLimiter,
    deps: { db: coreServices.database, clock: coreServices.clock, config: kernelParts.config },
    factory: ({ db, clock, config }) => new RateLimiter(db, clock, config),
  }),
];
