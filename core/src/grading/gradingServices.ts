import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { GradeLedgerService } from './GradeLedgerService.ts';

/** The grade ledger: plugins reach it as `coreServices.grading`, and so does core. */
export const gradingServices = [
  defineService({
    ref: coreServices.grading,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, componentTypes: kernelParts.componentTypes, pluginDeps: kernelParts.pluginDeps },
    factory: ({ db, ids, clock, componentTypes, pluginDeps }) => new GradeLedgerService(db, ids, clock, componentTypes, pluginDeps),
  }),
];
