import { useId } from 'react';
import type { Choice, MatchingContent, MatchingPrompt } from '../../../schemas/itemTypes.ts';
import { ChoiceRows } from './ChoiceRows.tsx';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

interface MatchSelectProps {
  /** The prompt's name ("Prompt 2"). */
  name: string;
  value: string;
  options: readonly Choice[];
  error: string | undefined;
  onChange(match: string): void;
}

/** The option a prompt is matched with, chosen among the options by their text. */
function MatchSelect({ name, value, options, error, onChange }: MatchSelectProps) {
  const errorId = useId();
  return (
    <span className="lms-authoring-match">
      <label>
        Matches{' '}
        <select value={value} onChange={(event) => onChange(event.target.value)} aria-label={`${name} matches`} aria-invalid={error !== undefined} aria-describedby={error === undefined ? undefined : errorId}>
          <option value="">Choose an option…</option>
          {options.map((option, at) => (
            <option key={option.id} value={option.id}>
              {option.text.trim() || `Option ${at + 1}`}
            </option>
          ))}
        </select>
      </label>
      {error !== undefined && (
        <span id={errorId} className="lms-field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** Matching: prompts, each matched with one of the options (an option may serve several prompts, or none). */
export function MatchingEditor({ content, onChange, errors }: ContentEditorProps<MatchingContent>) {
  const ids = (rows: readonly Choice[]) => rows.map((row) => row.id);
  // A removed option matches no prompt any more.
  const setOptions = (options: Choice[]) =>
    onChange({ options, prompts: content.prompts.map((prompt) => (ids(options).includes(prompt.match) ? prompt : { ...prompt, match: '' })) });
  const setMatch = (index: number, match: string) => onChange({ ...content, prompts: content.prompts.map((prompt, at) => (at === index ? { ...prompt, match } : prompt)) });
  return (
    <div className="lms-authoring-group">
      <fieldset className="lms-authoring-group">
        <legend>Options</legend>
        <ErrorText message={errors['content/options']} />
        <ChoiceRows rows={content.options} onChange={setOptions} noun="Option" path="content/options" errors={errors} newRow={(id) => ({ id, text: '' })} idPrefix="o" otherIds={ids(content.prompts)} min={1} />
      </fieldset>
      <fieldset className="lms-authoring-group">
        <legend>Prompts and their matches</legend>
        <ErrorText message={errors['content/prompts']} />
        <ChoiceRows<MatchingPrompt>
          rows={content.prompts}
          onChange={(prompts) => onChange({ ...content, prompts })}
          noun="Prompt"
          path="content/prompts"
          errors={errors}
          newRow={(id) => ({ id, text: '', match: '' })}
          idPrefix="p"
          otherIds={ids(content.options)}
          min={1}
          extra={(prompt, index, name) => (
            <MatchSelect name={name} value={prompt.match} options={content.options} error={errors[`content/prompts/${index}/match`]} onChange={(match) => setMatch(index, match)} />
          )}
        />
      </fieldset>
    </div>
  );
}
