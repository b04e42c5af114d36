import type { Source } from '../../calls/sourceCalls.ts';

type SourceState = Pick<Source, 'status' | 'progress' | 'chunks' | 'embedding'>;

/** The indexing job's progress once the file's text is extracted (SourceIndexer: 0, then 0.1, then ready). */
const EXTRACTED = 0.1;

/** A source's indexing state in words (aibook's list, aitrain's progress), with its embedding job's once there is one. */
export function sourceStatusText(source: SourceState): string {
  switch (source.status) {
    case 'empty':
      return 'No file yet';
    case 'queued':
      return 'Waiting to be indexed';
    case 'indexing':
      return `Indexing: ${Math.round(source.progress * 100)}%`;
    case 'ready':
      return `Ready: ${source.chunks.toLocaleString('en-US')} passage${source.chunks === 1 ? '' : 's'}${embeddingText(source.embedding)}`;
    case 'failed':
      return 'Failed';
  }
}

function embeddingText(embedding: Source['embedding']): string {
  switch (embedding.status) {
    case 'none':
      return '';
    case 'queued':
      return '; embedding waiting';
    case 'embedding':
      return `; embedding: ${Math.round(embedding.progress * 100)}%`;
    case 'ready':
      return '; embedded';
    case 'failed':
      return '; embedding failed (answers use full text)';
  }
}

export type StepState = 'waiting' | 'running' | 'done' | 'failed';

/** One step of a source's job as aitrain lists it. */
export interface SourceStep {
  label: string;
  state: StepState;
}

/**
 * The steps of a source's job, in order: reading the file, writing its
 * passages, and embedding them when the provider names an embedding model.
 * None before a file is uploaded.
 */
export function sourceSteps(source: SourceState): SourceStep[] {
  if (source.status === 'empty') return [];
  const extracted = source.status === 'ready' || source.progress >= EXTRACTED;
  const read: StepState = source.status === 'queued' ? 'waiting' : extracted ? 'done' : source.status === 'failed' ? 'failed' : 'running';
  const write: StepState = source.status === 'ready' ? 'done' : !extracted ? 'waiting' : source.status === 'failed' ? 'failed' : 'running';
  const steps = [
    { label: 'Read the file', state: read },
    { label: 'Write the passages', state: write },
  ];
  if (source.status === 'ready' && source.embedding.status !== 'none') {
    const embed: StepState = { queued: 'waiting', embedding: 'running', ready: 'done', failed: 'failed' }[source.embedding.status] as StepState;
    steps.push({ label: 'Embed the passages', state: embed });
  }
  return steps;
}

/** Whether an indexing job is running or waiting for this source. */
export const isIndexing = (source: Pick<Source, 'status'>) => source.status === 'queued' || source.status === 'indexing';

/** Whether any job of this source (indexing or embedding) runs or waits: aitrain polls while one does. */
export const isWorking = (source: Pick<Source, 'status' | 'embedding'>) =>
  isIndexing(source) || (source.status === 'ready' && (source.embedding.status === 'queued' || source.embedding.status === 'embedding'));
