import { defineJob } from '@lms/sdk';
import { sourceEmbedderRef, sourceIndexerRef } from '../services.ts';
import { embedSourceJob, indexSourceJob } from './sourceJobKinds.ts';

export const AI_JOBS = [
  defineJob({
    ...indexSourceJob,
    deps: { indexer: sourceIndexerRef },
    handler: ({ payload, deps, log }) => deps.indexer.index(payload.uuid, log),
  }),
  defineJob({
    ...embedSourceJob,
    deps: { embedder: sourceEmbedderRef },
    handler: ({ payload, deps, log }) => deps.embedder.embed(payload.uuid, log),
  }),
];
