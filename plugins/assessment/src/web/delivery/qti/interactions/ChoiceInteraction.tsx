import { ChoiceContent, groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { choicesOf, identifierOf, intAttribute, plainLabel } from '../qtiLabels.ts';

/** A choice holding MathML or an image is also named in words (its alttext or alt), which every screen reader can say. */
const spokenName = (choice: Element) => (choice.getElementsByTagNameNS('*', 'math').length + choice.getElementsByTagNameNS('*', 'img').length > 0 ? plainLabel(choice) : undefined);

/**
 * Choice: radios for one answer, checkboxes for several (the declaration's
 * cardinality says which); choices may hold text, images or MathML. A
 * checkbox past max-choices is disabled, so the limit is kept and seen.
 */
export function ChoiceInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const multiple = declaration ? declaration.cardinality !== 'single' : intAttribute(element, 'max-choices', 1) !== 1;
  const maxChoices = intAttribute(element, 'max-choices', multiple ? 0 : 1);
  const choices = choicesOf(element, 'qti-simple-choice');
  const full = multiple && maxChoices > 0 && values.length >= maxChoices;
  const toggle = (identifier: string, checked: boolean) => {
    if (!multiple) return set(identifier);
    const next = checked ? [...values, identifier] : values.filter((value) => value !== identifier);
    set(choices.map(identifierOf).filter((choice) => next.includes(choice)));
  };
  return (
    <div role={multiple ? 'group' : 'radiogroup'} {...groupName(element, `${ids}-prompt`, multiple ? 'Choose the answers' : 'Choose an answer')} className="lms-qti-choices">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      {multiple && maxChoices > 1 && <p className="lms-item__note">Choose up to {maxChoices}.</p>}
      {choices.map((choice) => {
        const identifier = identifierOf(choice);
        const checked = values.includes(identifier);
        return (
          <label key={identifier} className="lms-qti-choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`${ids}-choice`}
              value={identifier}
              aria-label={spokenName(choice)}
              checked={checked}
              disabled={readOnly || (full && !checked)}
              onChange={(event) => toggle(identifier, event.target.checked)}
            />
            <span>
              <ChoiceContent element={choice} />
            </span>
          </label>
        );
      })}
    </div>
  );
}
