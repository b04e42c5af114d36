import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { PageAdaptiveItems } from './PageAdaptiveItems.ts';

export const pageAdaptiveItemsRef = createServiceRef<PageAdaptiveItems>('assessment.page-adaptive-items');

export const pageAdaptiveItemsService = defineService({
  ref: pageAdaptiveItemsRef,
  deps: { db: coreServices.database, clock: coreServices.clock, records: coreServices.gradebookRecords, components: coreServices.components },
  factory: ({ db, clock, records, components }) => new PageAdaptiveItems(db, clock, records, components),
});
