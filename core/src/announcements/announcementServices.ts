import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { AnnouncementService } from './AnnouncementService.ts';
import { kernelParts } from '../kernel/kernelParts.ts';

/** The announcement service (core only: plugins have no announcement calls). */
export const announcementRefs = {
  service: createServiceRef<AnnouncementService>('core.announcements'),
} as const;

export const announcementServices = [
  defineService({
    ref: announcementRefs.service,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, channel: kernelParts.siteChannel },
    factory: ({ db, clock, ids, channel }) => new AnnouncementService(db, clock, ids, channel),
  }),
];
