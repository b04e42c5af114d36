import { useId } from 'react';
import { AppLink, Button, pageClass } from '@lms/sdk/web';
import { listSources, reindexSource, type Source } from '../../calls/sourceCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { isIndexing, isWorking, sourceStatusText, sourceSteps, type StepState } from './sourceStatus.ts';
import '../ai.css';

/** How often the list is read while a job runs or waits (docs/api.md: aitrain polls every second). */
export const TRAINING_POLL_MS = 1000;

/**
 * /administrator/aitrain (issue 27 item 4): each source's job, step by step
 * (reading the file, writing the passages, embedding them where the provider
 * offers embeddings), its progress while it runs (read again every second
 * while any job runs or waits), and why it failed; a stored file can be
 * indexed again.
 */
export default function TrainingScreen() {
  const titleId = useId();
  const sources = useCallQuery(listSources, {}, { refetchInterval: (answer) => (answer?.some(isWorking) ? TRAINING_POLL_MS : false) });
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI training</h1>
      <p>
        Each source is split into passages and indexed for the assistant. Add sources and their files on the <AppLink to="/administrator/aibook">AI sources</AppLink> screen.
      </p>
      {sources.isPending && <p role="status">Loading the sources…</p>}
      {sources.isError && <p role="alert">{sources.error.message}</p>}
      {sources.data?.length === 0 && <p>No source yet.</p>}
      {sources.data && sources.data.length > 0 && (
        <ul className="lms-ai-training" aria-label="Indexing of the sources">
          {sources.data.map((source) => (
            <TrainingRow key={source.uuid} source={source} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A step's state in words (the list is read as text, so the state is never shown by colour alone). */
const STEP_WORDS: Record<StepState, string> = { waiting: 'waiting', running: 'in progress', done: 'done', failed: 'failed' };

function TrainingRow({ source }: { source: Source }) {
  const cache = useCallCache();
  const reindex = useCallMutation(reindexSource, { onSuccess: () => cache.invalidate(listSources) });
  const labelId = useId();
  const status = sourceStatusText(source);
  const steps = sourceSteps(source);
  return (
    <li className={`lms-ai-training-row lms-ai-training-row--${source.status}`}>
      <h2 id={labelId}>{source.title}</h2>
      <p className="lms-ai-muted">
        {source.author}
        {source.file ? ` · ${source.file.name}` : ''}
        {source.embedded ? ' · with embeddings' : ''}
      </p>
      {isIndexing(source) && <progress aria-labelledby={labelId} max={1} value={source.status === 'queued' ? undefined : source.progress} />}
      {!isIndexing(source) && source.embedding.status === 'embedding' && <progress aria-labelledby={labelId} max={1} value={source.embedding.progress} />}
      <p role="status">{status}</p>
      {steps.length > 0 && (
        <ol className="lms-ai-steps" aria-label={`Steps for ${source.title}`}>
          {steps.map((step) => (
            <li key={step.label} className={`lms-ai-step lms-ai-step--${step.state}`}>
              {step.label}: {STEP_WORDS[step.state]}
            </li>
          ))}
        </ol>
      )}
      {source.embedding.status === 'failed' && source.embedding.error && (
        <p className="lms-field-error">
          <strong>Embedding error: </strong>
          {source.embedding.error}
        </p>
      )}
      {source.status === 'failed' && (
        <p className="lms-field-error">
          <strong>Error: </strong>
          {source.error ?? 'The indexing failed.'}
        </p>
      )}
      {source.file && !isIndexing(source) && (
        <Button small onClick={() => reindex.mutate({ params: { uuid: source.uuid } })} disabled={reindex.isPending}>
          Index again{' '}<span className="lms-visually-hidden">{source.title}</span>
        </Button>
      )}
      {reindex.isError && <p role="alert">{reindex.error.message}</p>}
    </li>
  );
}
