import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { classFactsRef } from '../facts/classFactsService.ts';
import { ReportsReader } from './ReportsReader.ts';

export const reportsReaderRef = createServiceRef<ReportsReader>('insights.reports-reader');

export const REPORT_SERVICES = [
  defineService({
    ref: reportsReaderRef,
    deps: { records: coreServices.gradebookRecords, tracking: coreServices.tracking, clock: coreServices.clock, facts: classFactsRef },
    factory: ({ records, tracking, clock, facts }) => new ReportsReader(records, tracking, clock, facts),
  }),
];
