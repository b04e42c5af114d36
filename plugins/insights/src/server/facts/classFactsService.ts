import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ClassFactsReader } from './ClassFacts.ts';

/** The class facts every insights room reads (scores as the gradebook computes them, minutes, engagement): `deps: { facts: classFactsRef }`. */
export const classFactsRef = createServiceRef<ClassFactsReader>('insights.class-facts');

export const classFactsService = defineService({
  ref: classFactsRef,
  deps: { records: coreServices.gradebookRecords, tracking: coreServices.tracking, clock: coreServices.clock },
  factory: ({ records, tracking, clock }) => new ClassFactsReader(records, tracking, clock),
});
