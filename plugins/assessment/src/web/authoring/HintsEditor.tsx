import { Trash2 } from 'lucide-react';
import { TextAreaField, withoutItem, Button } from '@lms/sdk/web';
import { MAX_HINT_LENGTH, MAX_HINTS } from '../../schemas/itemBody.ts';
import { ErrorText } from './content/ErrorText.tsx';
import type { FieldErrors } from './fieldErrors.ts';

interface HintsEditorProps {
  hints: string[];
  onChange(hints: string[]): void;
  errors: FieldErrors;
}

/** Up to 5 plain-text hints, given one by one, in this order, to a taker who asks (the Hint button counts them). */
export function HintsEditor({ hints, onChange, errors }: HintsEditorProps) {
  const setHint = (index: number, hint: string) => onChange(hints.map((old, at) => (at === index ? hint : old)));
  return (
    <fieldset className="lms-authoring-group">
      <legend>Hints</legend>
      <p className="lms-assessment-muted">Plain text, given one at a time, in this order, to a student who asks; at most {MAX_HINTS}.</p>
      <ErrorText message={errors.hints} />
      {hints.length > 0 && (
        <ol className="lms-authoring-rows">
          {hints.map((hint, index) => (
            <li key={index}>
              <TextAreaField label={`Hint ${index + 1}`} rows={2} maxLength={MAX_HINT_LENGTH} value={hint} onChange={(text) => setHint(index, text)} error={errors[`hints/${index}`]} />
              <Button variant="quiet" small aria-label={`Remove hint ${index + 1}`} title="Remove" onClick={() => onChange(withoutItem(hints, index))}>
                <Trash2 size={16} aria-hidden="true" focusable="false" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" disabled={hints.length >= MAX_HINTS} onClick={() => onChange([...hints, ''])}>
        Add a hint
      </Button>
    </fieldset>
  );
}
