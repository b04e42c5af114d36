import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ActivityOrderWriter } from './ActivityOrderWriter.ts';
import { ColumnWriter } from './ColumnWriter.ts';
import { GradebookCsvTransfer } from './csv/GradebookCsvTransfer.ts';
import { GradebookReader } from './GradebookReader.ts';
import { GradeWriter } from './GradeWriter.ts';
import { RollupWriter } from './RollupWriter.ts';

export const gradebookReaderRef = createServiceRef<GradebookReader>('gradebook.reader');
export const gradeWriterRef = createServiceRef<GradeWriter>('gradebook.grade-writer');
export const columnWriterRef = createServiceRef<ColumnWriter>('gradebook.column-writer');
export const rollupWriterRef = createServiceRef<RollupWriter>('gradebook.rollup-writer');
export const activityOrderRef = createServiceRef<ActivityOrderWriter>('gradebook.activity-order');
export const csvTransferRef = createServiceRef<GradebookCsvTransfer>('gradebook.csv');

export const GRADEBOOK_SERVICES = [
  defineService({
    ref: gradebookReaderRef,
    deps: { records: coreServices.gradebookRecords, clock: coreServices.clock },
    factory: ({ records, clock }) => new GradebookReader(records, clock),
  }),
  defineService({
    ref: gradeWriterRef,
    deps: { db: coreServices.database, grading: coreServices.grading, records: coreServices.gradebookRecords },
    factory: ({ db, grading, records }) => new GradeWriter(db, grading, records),
  }),
  defineService({
    ref: columnWriterRef,
    deps: { grading: coreServices.grading },
    factory: ({ grading }) => new ColumnWriter(grading),
  }),
  defineService({
    ref: rollupWriterRef,
    deps: { records: coreServices.gradebookRecords, grading: coreServices.grading },
    factory: ({ records, grading }) => new RollupWriter(records, grading),
  }),
  defineService({
    ref: activityOrderRef,
    deps: { records: coreServices.gradebookRecords, grading: coreServices.grading },
    factory: ({ records, grading }) => new ActivityOrderWriter(records, grading),
  }),
  defineService({
    ref: csvTransferRef,
    deps: { db: coreServices.database, reader: gradebookReaderRef, grading: coreServices.grading },
    factory: ({ db, reader, grading }) => new GradebookCsvTransfer(db, reader, grading),
  }),
];
