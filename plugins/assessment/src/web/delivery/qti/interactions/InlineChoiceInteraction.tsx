import { useResponse, type InteractionProps } from '../qtiContent.tsx';
import { blankName, choicesOf, identifierOf, plainLabel } from '../qtiLabels.ts';

/** Inline choice: a select inside the sentence, named "Blank N" when the item gives no label. */
export function InlineChoiceInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids } = useResponse(element);
  const label = blankName(element);
  return (
    <select
      id={`${ids}-inline`}
      className="lms-qti-inline-choice"
      aria-label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
    >
      <option value="">—</option>
      {choicesOf(element, 'qti-inline-choice').map((choice) => (
        <option key={identifierOf(choice)} value={identifierOf(choice)}>
          {plainLabel(choice)}
        </option>
      ))}
    </select>
  );
}
