import { coreServices, createServiceRef, defineJob, defineService } from '@lms/sdk';
import { liveProgressRef } from '../reports/reportServices.ts';
import { DeliveryService } from './DeliveryService.ts';
import { MissedItemsFeed } from './MissedItemsFeed.ts';
import { submitExpiredKind } from './submitExpiredJobKind.ts';

export const deliveryServiceRef = createServiceRef<DeliveryService>('assessment.delivery');

export const deliveryService = defineService({
  ref: deliveryServiceRef,
  deps: {
    db: coreServices.database,
    ids: coreServices.ids,
    clock: coreServices.clock,
    components: coreServices.components,
    grading: coreServices.grading,
    progress: liveProgressRef,
    jobs: coreServices.jobs,
    studyItems: coreServices.studyItems,
    records: coreServices.gradebookRecords,
  },
  factory: ({ db, ids, clock, components, grading, progress, jobs, studyItems, records }) =>
    new DeliveryService(db, ids, clock, components, grading, progress, jobs, new MissedItemsFeed(studyItems, records)),
});

/** Hands in timed attempts left running past their deadline (no one has to come back for it). */
export const submitExpiredJob = defineJob({
  ...submitExpiredKind,
  deps: { delivery: deliveryServiceRef },
  handler: ({ payload, deps, log }) => deps.delivery.submitExpired(payload, log),
});
