import { useCallback, useEffect, useId, useState } from 'react';
import { useApi, useRealtime, type ComponentViewProps } from '@lms/sdk/web';
import { getPollResults, resultsRoom, RESULTS_EVENT, votePoll, type PollResults } from '../calls/pollCalls.ts';
import type { PollConfig } from '../schemas/pollConfig.ts';

/** The question, one choice per option, and the class's answers so far, redrawn live as others answer. */
export default function PollView({ component, courseId, lessonId, pageId }: ComponentViewProps<PollConfig>) {
  const api = useApi();
  const id = useId();
  const params = { courseId, lessonId, pageId, componentId: component._id };
  const [results, setResults] = useState<PollResults | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { options, question } = component.config;

  const reload = useCallback(async () => {
    const answer = await api.call(getPollResults, { params });
    setResults(answer);
    setChoice((current) => current ?? answer.mine);
    // The params are the component's place: they change only with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, courseId, lessonId, pageId, component._id]);

  useEffect(() => {
    reload().catch(() => setError('The results could not be loaded.'));
  }, [reload]);

  useRealtime({
    plugin: 'poll',
    join: { event: 'watch', payload: { courseId, componentId: component._id } },
    onEvent(event, payload) {
      const update = payload as { componentId: string; counts: number[] };
      if (event === RESULTS_EVENT && update.componentId === component._id) setResults((current) => (current ? { ...current, counts: update.counts } : current));
    },
    onReconnect() {
      void reload();
    },
  });

  const vote = async () => {
    if (choice === null) {
      setError('Choose an option first.');
      return;
    }
    setError(null);
    try {
      setResults(await api.call(votePoll, { params, body: { option: choice } }));
    } catch {
      setError('Your answer was not saved. Try again.');
    }
  };

  const total = results?.counts.reduce((sum, count) => sum + count, 0) ?? 0;
  return (
    <section className="poll" aria-labelledby={`${id}-question`} data-room={resultsRoom(component._id)}>
      <fieldset>
        <legend id={`${id}-question`}>{question}</legend>
        {options.map((option, index) => (
          <label key={index} style={{ display: 'block' }}>
            <input type="radio" name={`${id}-option`} checked={choice === index} onChange={() => setChoice(index)} /> {option}
          </label>
        ))}
      </fieldset>
      <button type="button" className="lms-button lms-button--primary" onClick={() => void vote()}>
        {results?.mine === null || !results ? 'Answer' : 'Change my answer'}
      </button>
      {error && <p role="alert">{error}</p>}
      {results && (
        <ul aria-label="Results" style={{ listStyle: 'none', padding: 0 }}>
          {options.map((option, index) => (
            <li key={index}>
              {option}: {results.counts[index] ?? 0} {results.counts[index] === 1 ? 'answer' : 'answers'}
              {total > 0 && ` (${Math.round(((results.counts[index] ?? 0) * 100) / total)}%)`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
