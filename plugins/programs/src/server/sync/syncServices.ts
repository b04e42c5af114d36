import { coreServices, createServiceRef, defineJob, defineService } from '@lms/sdk';
import { ProgramStore } from '../ProgramStore.ts';
import { deepCloneKind, duplicateKind, templateSyncKind } from './syncJobKinds.ts';
import { SyncService } from './SyncService.ts';
import { SyncStore } from './SyncStore.ts';

export const syncServiceRef = createServiceRef<SyncService>('programs.sync');

export const syncService = defineService({
  ref: syncServiceRef,
  deps: {
    db: coreServices.database,
    courses: coreServices.courses,
    people: coreServices.people,
    permissions: coreServices.permissions,
    ids: coreServices.ids,
    clock: coreServices.clock,
    jobs: coreServices.jobs,
    accounts: coreServices.programAccounts,
  },
  factory: ({ db, courses, people, permissions, ids, clock, jobs, accounts }) =>
    new SyncService(db, new ProgramStore(db, accounts), new SyncStore(db), courses, people, permissions, ids, clock, jobs),
});

/** Applies a queued sync to its section (SyncService.runSync). */
export const templateSyncJob = defineJob({ ...templateSyncKind, deps: { sync: syncServiceRef }, handler: ({ payload, deps }) => deps.sync.runSync(payload.jobId) });

/** Runs a queued deep clone (SyncService.runCopy). */
export const deepCloneJob = defineJob({ ...deepCloneKind, deps: { sync: syncServiceRef }, handler: ({ payload, deps }) => deps.sync.runCopy(payload.jobId) });

/** Runs a queued duplicate (SyncService.runCopy). */
export const duplicateJob = defineJob({ ...duplicateKind, deps: { sync: syncServiceRef }, handler: ({ payload, deps }) => deps.sync.runCopy(payload.jobId) });

export const SYNC_JOBS = [templateSyncJob, deepCloneJob, duplicateJob];
