import { Trash2 } from 'lucide-react';
import { FormField, withoutItem, Button } from '@lms/sdk/web';
import { MAX_ANSWER_LENGTH, MAX_ANSWERS } from '../../../schemas/itemContentSchemas.ts';
import type { FieldErrors } from '../fieldErrors.ts';
import { ErrorText } from './ErrorText.tsx';

interface AcceptedAnswersProps {
  /** Names the group: "Accepted answers", "Blank {{temp}}". */
  legend: string;
  answers: string[];
  caseSensitive: boolean;
  onChange(answers: string[], caseSensitive: boolean): void;
  /** Where these sit in the item: "content" for short text, "content/blanks/0" for a blank. */
  path: string;
  errors: FieldErrors;
}

/** Every answer accepted for a short text or a blank (matched after trimming and collapsing spaces), and whether case counts. */
export function AcceptedAnswers({ legend, answers, caseSensitive, onChange, path, errors }: AcceptedAnswersProps) {
  const setAnswer = (index: number, answer: string) => onChange(answers.map((old, at) => (at === index ? answer : old)), caseSensitive);
  return (
    <fieldset className="lms-authoring-group">
      <legend>{legend}</legend>
      <ErrorText message={errors[`${path}/id`]} />
      <ErrorText message={errors[`${path}/answers`]} />
      <ol className="lms-authoring-rows">
        {answers.map((answer, index) => (
          <li key={index}>
            <FormField label={`Accepted answer ${index + 1}`} value={answer} onChange={(text) => setAnswer(index, text)} layout="inline" maxLength={MAX_ANSWER_LENGTH} error={errors[`${path}/answers/${index}`]} />
            <Button variant="quiet" small aria-label={`Remove accepted answer ${index + 1}`} title="Remove" disabled={answers.length <= 1} onClick={() => onChange(withoutItem(answers, index), caseSensitive)}>
              <Trash2 size={16} aria-hidden="true" focusable="false" />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" disabled={answers.length >= MAX_ANSWERS} onClick={() => onChange([...answers, ''], caseSensitive)}>
        Add an accepted answer
      </Button>
      <label className="lms-assessment-check">
        <input type="checkbox" checked={caseSensitive} onChange={(event) => onChange(answers, event.target.checked)} />
        Case sensitive (capital and small letters must match)
      </label>
    </fieldset>
  );
}
