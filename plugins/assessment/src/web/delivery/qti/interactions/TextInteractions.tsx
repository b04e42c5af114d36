import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { blankName, intAttribute } from '../qtiLabels.ts';

const NUMERIC = new Set(['integer', 'float']);

/** A number as the candidate typed it, written the way QTI reads numbers (a decimal comma becomes a point). */
const numberForm = (text: string) => text.trim().replace(/^([-+]?\d*),(\d+)$/, '$1.$2');

/** Text entry: one line inside the sentence; a numeric blank asks for a number (inputmode decimal) and sends it in decimal. */
export function TextEntryInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids, declaration } = useResponse(element);
  const numeric = NUMERIC.has(declaration?.baseType ?? '');
  const length = intAttribute(element, 'expected-length', 0);
  return (
    <input
      id={`${ids}-entry`}
      className="lms-qti-text-entry"
      type="text"
      inputMode={numeric ? (declaration?.baseType === 'integer' ? 'numeric' : 'decimal') : undefined}
      aria-label={blankName(element)}
      placeholder={element.getAttribute('placeholder-text') ?? undefined}
      size={length > 0 ? Math.min(length, 40) : undefined}
      value={typeof value === 'string' ? value : ''}
      readOnly={readOnly}
      onChange={(event) => set(event.target.value === '' ? null : numeric ? numberForm(event.target.value) : event.target.value)}
    />
  );
}

/** Extended text: a text area named by the prompt. */
export function ExtendedTextInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids } = useResponse(element);
  const lines = intAttribute(element, 'expected-lines', 6);
  return (
    <div className="lms-qti-extended">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <textarea
        id={`${ids}-text`}
        {...groupName(element, `${ids}-prompt`, 'Your answer')}
        rows={Math.min(Math.max(lines, 3), 30)}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
      />
    </div>
  );
}

/** Slider: a range input from lower-bound to upper-bound by step; arrow keys move it; the value is shown and announced. */
export function SliderInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids, declaration } = useResponse(element);
  const lower = Number(element.getAttribute('lower-bound') ?? 0);
  const upper = Number(element.getAttribute('upper-bound') ?? 100);
  const step = Number(element.getAttribute('step') ?? (declaration?.baseType === 'integer' ? 1 : (upper - lower) / 100));
  const current = typeof value === 'string' ? value : null;
  return (
    <div className="lms-qti-slider">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <input
        id={`${ids}-slider`}
        type="range"
        min={lower}
        max={upper}
        step={step}
        {...groupName(element, `${ids}-prompt`, 'Value')}
        aria-describedby={`${ids}-value`}
        value={current ?? String(lower)}
        disabled={readOnly}
        onChange={(event) => set(event.target.value)}
      />
      <output id={`${ids}-value`} htmlFor={`${ids}-slider`} aria-live="polite">
        {current ?? 'Not set yet'}
      </output>
    </div>
  );
}

/** End attempt: a button whose response is "true" once pressed (the item's processing reads it, e.g. to give a hint). */
export function EndAttemptInteraction({ element }: InteractionProps) {
  const { value, set, readOnly } = useResponse(element);
  const pressed = value === 'true';
  return (
    <button type="button" className="lms-qti-end-attempt" aria-pressed={pressed} disabled={readOnly} onClick={() => set(pressed ? 'false' : 'true')}>
      {element.getAttribute('title') ?? 'End attempt'}
    </button>
  );
}
