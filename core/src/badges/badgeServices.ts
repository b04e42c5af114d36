import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { BadgeService } from './BadgeService.ts';

/** Badges (issue 20 item 8). */
export const badgeServices = [
  defineService({
    ref: coreServices.badges,
    deps: { db: coreServices.database, clock: coreServices.clock, channel: kernelParts.userChannel },
    factory: (d) => new BadgeService(d.db, d.clock, d.channel),
  }),
];
