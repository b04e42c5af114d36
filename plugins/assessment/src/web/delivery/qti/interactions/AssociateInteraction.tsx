import { ChoiceContent, groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { choicesOf, identifierOf, intAttribute, plainLabel } from '../qtiLabels.ts';
import { PairPicker } from './PairPicker.tsx';

/** Associate: the choices listed, and pairs of them chosen with two selects per pair (no dragging needed). */
export function AssociateInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const choices = choicesOf(element, 'qti-simple-associable-choice');
  const single = declaration?.cardinality === 'single';
  const max = intAttribute(element, 'max-associations', 1);
  const rows = single ? 1 : max > 0 ? max : Math.max(1, Math.floor(choices.length / 2));
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Make pairs')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <ul className="lms-qti-associate__choices">
        {choices.map((choice) => (
          <li key={identifierOf(choice)}>
            <ChoiceContent element={choice} />
          </li>
        ))}
      </ul>
      <PairPicker
        options={choices.map((choice) => ({ identifier: identifierOf(choice), label: plainLabel(choice) }))}
        pairs={values}
        rows={rows}
        onPairs={(pairs) => set(single ? (pairs[0] ?? null) : pairs)}
        readOnly={readOnly}
        ids={ids}
      />
    </div>
  );
}
