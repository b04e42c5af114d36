import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button, FormField, TextAreaField } from '@lms/sdk/web';
import { MAX_BODY_LENGTH, MAX_PROMPT_LENGTH, MAX_TITLE_LENGTH, type StepwiseStep } from '../schemas/stepwiseConfig.ts';

/** The controls focus can be sent back to after an edit of the list. */
export type StepControl = 'title' | 'up' | 'down';

interface StepFieldsProps {
  index: number;
  count: number;
  step: StepwiseStep;
  /** The messages of a refused save, keyed by path in the config ("steps/0/title"). */
  errors: Record<string, string>;
  onChange(step: StepwiseStep): void;
  onMove(to: number): void;
  onRemove(): void;
  controlRef(control: StepControl): (element: HTMLElement | null) => void;
}

/** One step's fields, and the buttons that move or remove it. */
export function StepFields({ index, count, step, errors, onChange, onMove, onRemove, controlRef }: StepFieldsProps) {
  const number = index + 1;
  const at = `steps/${index}`;
  // An emptied prompt is no prompt at all.
  const setPrompt = (prompt: string) => onChange({ title: step.title, body: step.body, ...(prompt === '' ? {} : { prompt }) });
  return (
    <fieldset className="lms-stepwise-edit-step">
      <legend>Step {number}</legend>
      <div className="lms-stepwise-edit-tools">
        <Button variant="quiet" small ref={controlRef('up')} aria-label={`Move step ${number} up`} title="Move up" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" size={18} />
        </Button>
        <Button variant="quiet" small ref={controlRef('down')} aria-label={`Move step ${number} down`} title="Move down" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" size={18} />
        </Button>
        <Button variant="quiet" small aria-label={`Remove step ${number}`} title="Remove" disabled={count === 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" size={18} />
        </Button>
      </div>
      {errors[at] !== undefined && (
        <p className="lms-stepwise-error" role="alert">
          {errors[at]}
        </p>
      )}
      <FormField
        label="Title"
        required
        value={step.title}
        maxLength={MAX_TITLE_LENGTH}
        error={errors[`${at}/title`]}
        onChange={(title) => onChange({ ...step, title })}
        ref={controlRef('title')}
      />
      <FormField
        label="Prompt (optional)"
        hint="A question learners think about before this step is revealed."
        value={step.prompt ?? ''}
        maxLength={MAX_PROMPT_LENGTH}
        error={errors[`${at}/prompt`]}
        onChange={setPrompt}
      />
      <TextAreaField
        label="Text"
        className="lms-stepwise-source"
        rows={6}
        hint="HTML: paragraphs, bold, italics, lists, quotes, code, links and images. Other markup is removed when you save."
        value={step.body}
        maxLength={MAX_BODY_LENGTH}
        error={errors[`${at}/body`]}
        onChange={(body) => onChange({ ...step, body })}
      />
    </fieldset>
  );
}
