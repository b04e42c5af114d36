import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { GradeChanges } from './GradeChanges.ts';
import { GradeLedgerService } from './GradeLedgerService.ts';
import { GradebookRecordsService } from './reads/GradebookRecordsService.ts';
import { TypeContributions } from './reads/typeContributions.ts';

/**
 * The grade ledger: plugins reach it as `coreServices.grading`, and so does
 * core. One instance in the kernel's container, so a listener of `onChange`
 * hears the writes of every plugin.
 */
export const gradingServices = [
  defineService({
    ref: coreServices.grading,
    deps: {
      db: coreServices.database,
      ids: coreServices.ids,
      clock: coreServices.clock,
      logger: coreServices.logger,
      componentTypes: kernelParts.componentTypes,
      pluginDeps: kernelParts.pluginDeps,
      tracking: coreServices.tracking,
    },
    factory: ({ db, ids, clock, logger, componentTypes, pluginDeps, tracking }) =>
      new GradeLedgerService(db, ids, clock, componentTypes, pluginDeps, new GradeChanges(logger.child({ service: 'grade-ledger' })), tracking),
  }),
  defineService({
    ref: coreServices.gradebookRecords,
    deps: { db: coreServices.database, componentTypes: kernelParts.componentTypes, pluginDeps: kernelParts.pluginDeps },
    factory: ({ db, componentTypes, pluginDeps }) => new GradebookRecordsService(db, new TypeContributions(componentTypes, pluginDeps)),
  }),
];
