import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@lms/sdk/web';
import { QUESTION_MAX_LENGTH, QUESTION_REQUIRED } from '../../calls/aiRules.ts';

/** The question box: Enter asks, Shift+Enter starts a new line; an empty question says so and sends nothing. */
export function QuestionForm({ busy, onAsk, onStop }: { busy: boolean; onAsk(question: string): void; onStop(): void }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const asked = question.trim();
    if (!asked) return setError(QUESTION_REQUIRED);
    setError(null);
    setQuestion('');
    onAsk(asked);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="lms-ai-question" onSubmit={submit} noValidate>
      <label htmlFor={id}>Your question</label>
      <textarea
        id={id}
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="lms-field-error">
          {error}
        </p>
      )}
      <div className="lms-ai-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          Ask
        </Button>
        {busy && (
          <Button type="button" onClick={onStop}>
            Stop
          </Button>
        )}
      </div>
    </form>
  );
}
