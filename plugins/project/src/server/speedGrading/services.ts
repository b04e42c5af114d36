import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ProjectEvents } from '../projects/ProjectEvents.ts';
import { rubricServiceRef } from '../rubrics/services.ts';
import { CommentBank } from './CommentBank.ts';
import { ComponentGradingReader } from './ComponentGrading.ts';
import { GradingQueueReader } from './GradingQueueReader.ts';
import { GradingSubmissionReader } from './GradingSubmissionReader.ts';
import { SpeedGradeWriter } from './SpeedGradeWriter.ts';
import { SpeedGradingEvents } from './SpeedGradingEvents.ts';

export const componentGradingRef = createServiceRef<ComponentGradingReader>('project.component-grading');
export const gradingQueueRef = createServiceRef<GradingQueueReader>('project.speed-grading-queue');
export const gradingSubmissionRef = createServiceRef<GradingSubmissionReader>('project.speed-grading-submission');
export const speedGradeWriterRef = createServiceRef<SpeedGradeWriter>('project.speed-grade-writer');
export const commentBankRef = createServiceRef<CommentBank>('project.comment-bank');

export const SPEED_GRADING_SERVICES = [
  defineService({
    ref: componentGradingRef,
    deps: { db: coreServices.database, components: coreServices.components, records: coreServices.gradebookRecords },
    factory: ({ db, components, records }) => new ComponentGradingReader(db, components, records),
  }),
  defineService({
    ref: gradingQueueRef,
    deps: { db: coreServices.database, gradingOf: componentGradingRef, records: coreServices.gradebookRecords, rubrics: rubricServiceRef },
    factory: ({ db, gradingOf, records, rubrics }) => new GradingQueueReader(db, gradingOf, records, rubrics),
  }),
  defineService({
    ref: gradingSubmissionRef,
    deps: { db: coreServices.database, gradingOf: componentGradingRef, people: coreServices.people, mediaFiles: coreServices.media, records: coreServices.gradebookRecords },
    factory: ({ db, gradingOf, people, mediaFiles, records }) => new GradingSubmissionReader(db, gradingOf, people, mediaFiles, records),
  }),
  defineService({
    ref: speedGradeWriterRef,
    deps: {
      db: coreServices.database,
      gradingOf: componentGradingRef,
      grading: coreServices.grading,
      mediaFiles: coreServices.media,
      records: coreServices.gradebookRecords,
      realtime: coreServices.realtime,
      clock: coreServices.clock,
    },
    factory: ({ db, gradingOf, grading, mediaFiles, records, realtime, clock }) => new SpeedGradeWriter(db, gradingOf, grading, mediaFiles, records, new SpeedGradingEvents(realtime), new ProjectEvents(realtime), clock),
  }),
  defineService({
    ref: commentBankRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock },
    factory: ({ db, ids, clock }) => new CommentBank(db, ids, clock),
  }),
];
