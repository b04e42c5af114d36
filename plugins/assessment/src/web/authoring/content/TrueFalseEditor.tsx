import { useId } from 'react';
import type { TrueFalseContent } from '../../../schemas/itemTypes.ts';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

/** True or false: which of the two is right. */
export function TrueFalseEditor({ content, onChange, errors }: ContentEditorProps<TrueFalseContent>) {
  const group = useId();
  return (
    <fieldset className="lms-authoring-group">
      <legend>Right answer</legend>
      <ErrorText message={errors['content/correct']} />
      {[true, false].map((value) => (
        <label key={String(value)} className="lms-assessment-check">
          <input type="radio" name={group} checked={content.correct === value} onChange={() => onChange({ correct: value })} />
          {value ? 'True' : 'False'}
        </label>
      ))}
    </fieldset>
  );
}
