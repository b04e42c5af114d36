import { createServiceRef } from '../contract/serviceRef.ts';
import type { AnnouncementService } from './AnnouncementService.ts';

/** The announcement service (core only: plugins have no announcement calls). */
export const announcementRefs = {
  service: createServiceRef<AnnouncementService>('core.announcements'),
} as const;
