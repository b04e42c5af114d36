import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/** Extracts, chunks and indexes one source's stored file (SourceIndexer). */
export const indexSourceJob = defineJobKind('ai-index-source', Type.Object({ uuid: Type.String() }));

/** Embeds one source's chunks through the provider's embeddings endpoint (SourceEmbedder). */
export const embedSourceJob = defineJobKind('ai-embed-source', Type.Object({ uuid: Type.String() }));
