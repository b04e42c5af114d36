import { defineJob } from '@lms/sdk';
import { gradeSyncRef } from '../services.ts';
import { scoreJob, tickJob } from './syncJobKinds.ts';

export const LTI_JOBS = [
  defineJob({
    ...scoreJob,
    deps: { sync: gradeSyncRef },
    handler: ({ payload, deps, attempt, log }) => deps.sync.sendScore(payload, attempt, log),
  }),
  defineJob({
    ...tickJob,
    deps: { sync: gradeSyncRef },
    handler: ({ payload, deps, log }) => deps.sync.tick(payload, log),
  }),
];
