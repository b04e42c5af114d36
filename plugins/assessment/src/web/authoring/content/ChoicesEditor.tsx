import { useId } from 'react';
import type { Choice } from '../../../schemas/itemTypes.ts';
import { ChoiceRows } from './ChoiceRows.tsx';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

export interface ChoicesForm {
  choices: Choice[];
  /** Single choice: the right choice's id; multiple response: every right one's. */
  correct: string | string[];
}

/** Single choice (one right choice, a radio) or multiple response (any right ones, checkboxes). */
export function ChoicesEditor({ content, onChange, errors, multiple }: ContentEditorProps<ChoicesForm> & { multiple: boolean }) {
  const group = useId();
  const right = (id: string) => (multiple ? (content.correct as string[]).includes(id) : content.correct === id);
  const mark = (id: string, checked: boolean) => {
    if (!multiple) return onChange({ ...content, correct: id });
    const others = (content.correct as string[]).filter((other) => other !== id);
    onChange({ ...content, correct: checked ? [...others, id] : others });
  };
  // A removed choice is no right answer any more.
  const setChoices = (choices: Choice[]) => {
    const ids = choices.map((choice) => choice.id);
    const correct = multiple ? (content.correct as string[]).filter((id) => ids.includes(id)) : ids.includes(content.correct as string) ? content.correct : '';
    onChange({ choices, correct });
  };
  return (
    <fieldset className="lms-authoring-group">
      <legend>Choices</legend>
      <p className="lms-assessment-muted">{multiple ? 'Mark every right choice: all of them, and no other, earn the points.' : 'Mark the one right choice.'}</p>
      <ErrorText message={errors['content/choices']} />
      <ErrorText message={errors['content/correct']} />
      <ChoiceRows
        rows={content.choices}
        onChange={setChoices}
        noun="Choice"
        path="content/choices"
        errors={errors}
        newRow={(id) => ({ id, text: '' })}
        idPrefix="c"
        min={2}
        extra={(choice, _index, name) => (
          <label className="lms-assessment-check">
            <input type={multiple ? 'checkbox' : 'radio'} name={group} checked={right(choice.id)} onChange={(event) => mark(choice.id, event.target.checked)} aria-label={`${name} is right`} />
            Right
          </label>
        )}
      />
    </fieldset>
  );
}
