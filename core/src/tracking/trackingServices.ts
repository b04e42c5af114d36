import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { ActivityTrackingService } from './ActivityTrackingService.ts';

/** Core's own handle on the tracking service (start/stop at the kernel's start and stop, flush, roll-up). */
export const trackingRefs = { service: createServiceRef<ActivityTrackingService>('core.tracking-service') } as const;

/** Activity tracking (issue 21 item 1). */
export const trackingServices = [
  defineService({
    ref: trackingRefs.service,
    deps: { db: coreServices.database, clock: coreServices.clock, logger: coreServices.logger, config: kernelParts.config },
    factory: ({ db, clock, logger, config }) => new ActivityTrackingService(db, clock, logger, config.tracking ?? {}),
  }),
  defineService({
    ref: coreServices.tracking,
    deps: { service: trackingRefs.service },
    factory: ({ service }) => service,
  }),
];
