import type { Source } from '../../calls/sourceCalls.ts';

/** A source's indexing state in words (aibook's list, aitrain's progress). */
export function sourceStatusText(source: Pick<Source, 'status' | 'progress' | 'chunks'>): string {
  switch (source.status) {
    case 'empty':
      return 'No file yet';
    case 'queued':
      return 'Waiting to be indexed';
    case 'indexing':
      return `Indexing: ${Math.round(source.progress * 100)}%`;
    case 'ready':
      return `Ready: ${source.chunks.toLocaleString('en-US')} passage${source.chunks === 1 ? '' : 's'}`;
    case 'failed':
      return 'Failed';
  }
}

/** Whether an indexing job is running or waiting for this source (aitrain polls while one is). */
export const isIndexing = (source: Pick<Source, 'status'>) => source.status === 'queued' || source.status === 'indexing';
