import { useId } from 'react';
import type { ComponentEditorProps } from '@lms/sdk/web';
import type { PollConfig } from '../schemas/pollConfig.ts';

/** The question, and the options one per line. */
export default function PollEditor({ value, onChange, errors }: ComponentEditorProps<PollConfig>) {
  const id = useId();
  const optionsError = errors.options ?? Object.entries(errors).find(([field]) => field.startsWith('options/'))?.[1];
  return (
    <div className="poll-editor">
      <label htmlFor={`${id}-question`}>Question</label>
      <input id={`${id}-question`} value={value.question} onChange={(event) => onChange((current) => ({ ...current, question: event.target.value }))} aria-describedby={errors.question ? `${id}-question-error` : undefined} />
      {errors.question && <p id={`${id}-question-error`} role="alert">{errors.question}</p>}
      <label htmlFor={`${id}-options`}>Options (one per line)</label>
      <textarea
        id={`${id}-options`}
        rows={5}
        value={value.options.join('\n')}
        onChange={(event) => onChange((current) => ({ ...current, options: event.target.value.split('\n') }))}
        aria-describedby={optionsError ? `${id}-options-error` : undefined}
      />
      {optionsError && <p id={`${id}-options-error`} role="alert">{optionsError}</p>}
    </div>
  );
}
