import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { OverrideService } from './OverrideService.ts';

export const overrideServiceRef = createServiceRef<OverrideService>('assessment.overrides');

export const overrideService = defineService({
  ref: overrideServiceRef,
  deps: {
    db: coreServices.database,
    ids: coreServices.ids,
    clock: coreServices.clock,
    components: coreServices.components,
    people: coreServices.people,
    grading: coreServices.grading,
    records: coreServices.gradebookRecords,
  },
  factory: ({ db, ids, clock, components, people, grading, records }) => new OverrideService(db, ids, clock, components, people, grading, records),
});
