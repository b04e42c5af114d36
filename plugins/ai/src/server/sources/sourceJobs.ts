import { defineJob } from '@lms/sdk';
import { sourceIndexerRef } from '../services.ts';
import { indexSourceJob } from './sourceJobKinds.ts';

export const AI_JOBS = [
  defineJob({
    ...indexSourceJob,
    deps: { indexer: sourceIndexerRef },
    handler: ({ payload, deps, log }) => deps.indexer.index(payload.uuid, log),
  }),
];
