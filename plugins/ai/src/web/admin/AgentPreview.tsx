import { useId, useState, type FormEvent } from 'react';
import { Button } from '@lms/sdk/web';
import { QUESTION_MAX_LENGTH, QUESTION_REQUIRED } from '../../calls/aiRules.ts';
import { previewAgent } from '../../calls/chatCalls.ts';
import type { Agent } from '../../calls/agentCalls.ts';
import type { Source } from '../../calls/sourceCalls.ts';
import { AnswerBody } from '../answer/AnswerBody.tsx';
import { streamPath } from '../answer/answerStream.ts';
import { useAnswerStream } from '../answer/useAnswerStream.ts';

/**
 * Tries an agent before publishing it (issue 27 item 5): a question over a
 * course (as its staff see it) and chosen sources, with the agent's persona;
 * the answer streams in and nothing is stored or counted.
 */
export function AgentPreview({ agent, sources, onClose }: { agent: Agent; sources: readonly Source[]; onClose(): void }) {
  const ids = { question: useId(), course: useId() };
  const [question, setQuestion] = useState('');
  const [courseId, setCourseId] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stream = useAnswerStream({ onDone: (message) => setAnnouncement(`Answer: ${message.text}`) });
  const { live } = stream;
  const ready = sources.filter((source) => source.status === 'ready');
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return setError(QUESTION_REQUIRED);
    setError(null);
    setAnnouncement('');
    void stream.ask(streamPath(previewAgent.path, { alias: agent.agent_alias_id }), {
      question: question.trim(),
      ...(courseId.trim() ? { course_id: courseId.trim() } : {}),
      ...(chosen.size ? { sources: [...chosen] } : {}),
    });
  };
  const toggle = (uuid: string, on: boolean) => setChosen((current) => new Set(on ? [...current, uuid] : [...current].filter((id) => id !== uuid)));
  return (
    <section className="lms-ai-form lms-ai-preview" aria-label={`Try ${agent.title}`}>
      <h2>Try “{agent.title}”</h2>
      <form onSubmit={ask} noValidate className="lms-ai-form">
        <div className="lms-field">
          <label htmlFor={ids.course}>Course id</label>
          <input id={ids.course} value={courseId} onChange={(event) => setCourseId(event.target.value)} aria-describedby={`${ids.course}-hint`} />
          <p id={`${ids.course}-hint`} className="lms-field-hint">
            Optional: the course whose pages it answers from, as its staff see them.
          </p>
        </div>
        {ready.length > 0 && (
          <fieldset>
            <legend>Sources</legend>
            {ready.map((source) => (
              <label key={source.uuid} className="lms-ai-check">
                <input type="checkbox" checked={chosen.has(source.uuid)} onChange={(event) => toggle(source.uuid, event.target.checked)} /> {source.title}
              </label>
            ))}
          </fieldset>
        )}
        <div className="lms-field">
          <label htmlFor={ids.question}>Question</label>
          <textarea id={ids.question} rows={2} maxLength={QUESTION_MAX_LENGTH} value={question} onChange={(event) => setQuestion(event.target.value)} aria-invalid={error ? true : undefined} />
          {error && (
            <p role="alert" className="lms-field-error">
              {error}
            </p>
          )}
        </div>
        <div className="lms-ai-actions">
          <Button type="submit" variant="primary" disabled={live?.streaming}>
            Ask the agent
          </Button>
          <Button type="button" onClick={onClose}>
            Close the preview
          </Button>
        </div>
      </form>
      {live && (
        <div className="lms-ai-message lms-ai-message--assistant" aria-busy={live.streaming}>
          <AnswerBody text={live.text} mode={live.mode} passages={live.passages} anchorPrefix="preview" />
          {live.error && <p role="alert" className="lms-field-error">{live.error}</p>}
        </div>
      )}
      <div role="status" aria-live="polite" className="lms-visually-hidden">
        {announcement}
      </div>
    </section>
  );
}
