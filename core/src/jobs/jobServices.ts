import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { JobQueue } from './JobQueue.ts';
import { JobWorker } from './JobWorker.ts';

export const jobRefs = {
  jobs: createServiceRef<JobQueue>('core.jobs'),
  /** Runs due jobs; `drain()` waits until none is due (tests). */
  jobWorker: createServiceRef<JobWorker>('core.job-worker'),
} as const;

export const jobServices = [
  defineService({
    ref: jobRefs.jobs,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids },
    factory: ({ db, clock, ids }) => new JobQueue(db, clock, ids),
  }),
  defineService({
    ref: jobRefs.jobWorker,
    deps: { db: coreServices.database, clock: coreServices.clock, logger: coreServices.logger, config: kernelParts.config, queue: jobRefs.jobs },
    factory: ({ db, clock, logger, config, queue }) => new JobWorker(db, clock, logger, config, queue),
  }),
];
