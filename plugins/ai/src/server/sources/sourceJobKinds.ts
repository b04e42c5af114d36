import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/** Extracts, chunks and indexes one source's stored file (SourceIndexer). */
export const indexSourceJob = defineJobKind('ai-index-source', Type.Object({ uuid: Type.String() }));
