import { useEffect, useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, VISUALLY_HIDDEN_CLASS, withItemMoved, withoutItem, type ComponentEditorProps } from '@lms/sdk/web';
import { MAX_STEPS, STEPWISE_MESSAGES, type StepwiseConfig, type StepwiseStep } from '../schemas/stepwiseConfig.ts';
import { StepFields, type StepControl } from './StepFields.tsx';
import { useStepKeys } from './useStepKeys.ts';
import './StepwiseEditor.css';

/**
 * Edits the steps: add, remove, reorder, and each step's title, prompt and
 * text. Focus follows the step being worked on, and each change of the list
 * is announced. The server sanitises the text and checks the limits.
 */
export default function StepwiseEditor({ value, onChange, errors }: ComponentEditorProps<StepwiseConfig>) {
  const steps = value.steps;
  const stepKeys = useStepKeys(steps.length);
  const controls = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const limitId = useId();

  useEffect(() => {
    if (focusNext.current === null) return;
    controls.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const controlRef = (key: number) => (control: StepControl) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${key}:${control}`, element);
    else controls.current.delete(`${key}:${control}`);
  };
  const setSteps = (next: StepwiseStep[]) => onChange({ ...value, steps: next });

  function add() {
    const key = stepKeys.append();
    setSteps([...steps, { title: '', body: '' }]);
    focusNext.current = `${key}:title`;
    setAnnouncement(`Step ${steps.length + 1} added.`);
  }

  function move(from: number, to: number) {
    const key = stepKeys.keys[from]!;
    stepKeys.move(from, to);
    setSteps(withItemMoved(steps, from, to));
    // The button pressed, unless the step reached the end it pointed to.
    const pressed = to < from ? 'up' : 'down';
    const atEnd = (pressed === 'up' && to === 0) || (pressed === 'down' && to === steps.length - 1);
    focusNext.current = `${key}:${atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed}`;
    setAnnouncement(`Step ${from + 1} moved to position ${to + 1}.`);
  }

  function remove(index: number) {
    const neighbour = stepKeys.keys[index + 1] ?? stepKeys.keys[index - 1];
    stepKeys.remove(index);
    setSteps(withoutItem(steps, index));
    if (neighbour !== undefined) focusNext.current = `${neighbour}:title`;
    setAnnouncement(`Step ${index + 1} removed.`);
  }

  const full = steps.length >= MAX_STEPS;
  return (
    <div className="lms-stepwise-editor">
      {errors.steps !== undefined && (
        <p className="lms-stepwise-error" role="alert">
          {errors.steps}
        </p>
      )}
      {steps.map((step, index) => {
        // Always a key of useStepKeys once rendered; the index only stands in while it renews its keys.
        const key = stepKeys.keys[index] ?? index;
        return (
          <StepFields
            key={key}
            index={index}
            count={steps.length}
            step={step}
            errors={errors}
            onChange={(changed) => setSteps(steps.map((current, at) => (at === index ? changed : current)))}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
            controlRef={controlRef(key)}
          />
        );
      })}
      <div className="lms-stepwise-edit-footer">
        <Button variant="secondary" small onClick={add} disabled={full} aria-describedby={full ? limitId : undefined}>
          <Plus aria-hidden="true" size={18} />
          Add step
        </Button>
        {full && (
          <p id={limitId} className="lms-stepwise-hint">
            {STEPWISE_MESSAGES.tooManySteps}
          </p>
        )}
      </div>
      <p className={VISUALLY_HIDDEN_CLASS} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
