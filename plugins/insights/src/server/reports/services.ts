import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ReportsReader } from './ReportsReader.ts';

export const reportsReaderRef = createServiceRef<ReportsReader>('insights.reports-reader');

export const REPORT_SERVICES = [
  defineService({
    ref: reportsReaderRef,
    deps: { records: coreServices.gradebookRecords, tracking: coreServices.tracking, clock: coreServices.clock },
    factory: ({ records, tracking, clock }) => new ReportsReader(records, tracking, clock),
  }),
];
