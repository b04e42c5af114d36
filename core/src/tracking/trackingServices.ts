import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { ActivityTrackingService } from './ActivityTrackingService.ts';

/** Activity tracking (issue 21 item 1). */
export const trackingServices = [
  defineService({
    ref: coreServices.tracking,
    deps: { db: coreServices.database, clock: coreServices.clock, logger: coreServices.logger },
    factory: ({ db, clock, logger }) => new ActivityTrackingService(db, clock, logger),
  }),
];
