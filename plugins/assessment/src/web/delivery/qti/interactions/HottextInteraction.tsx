import { createContext, useContext } from 'react';
import { ChoiceContent, groupName, InteractionPrompt, QtiContext, renderChildren, useQti, useResponse, withParts, type InteractionProps } from '../qtiContent.tsx';
import { identifierOf, intAttribute } from '../qtiLabels.ts';

interface HottextState {
  values: string[];
  toggle(identifier: string): void;
  full: boolean;
  readOnly: boolean;
}

const HottextStateContext = createContext<HottextState | null>(null);

function Hottext({ element }: InteractionProps) {
  const state = useContext(HottextStateContext)!;
  const identifier = identifierOf(element);
  const pressed = state.values.includes(identifier);
  return (
    <button type="button" className="lms-qti-hottext" aria-pressed={pressed} disabled={state.readOnly || (state.full && !pressed)} onClick={() => state.toggle(identifier)}>
      <ChoiceContent element={element} />
    </button>
  );
}

/**
 * Hottext: the text as written, each hottext a toggle button inside it
 * (aria-pressed), reached with Tab and chosen with Enter or Space.
 */
export function HottextInteraction({ element }: InteractionProps) {
  const context = useQti();
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const maxChoices = intAttribute(element, 'max-choices', 1);
  const single = declaration ? declaration.cardinality === 'single' : maxChoices === 1;
  const toggle = (identifier: string) => {
    const pressed = values.includes(identifier);
    if (single) set(pressed ? null : identifier);
    else set(pressed ? values.filter((value) => value !== identifier) : [...values, identifier]);
  };
  const inner = withParts(context, { 'qti-hottext': Hottext });
  return (
    <div role="group" {...groupName(element, `${ids}-prompt`, 'Choose in the text')} className="lms-qti-hottexts">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <HottextStateContext.Provider value={{ values, toggle, full: !single && maxChoices > 0 && values.length >= maxChoices, readOnly }}>
        <QtiContext.Provider value={inner}>{renderChildren(element, inner)}</QtiContext.Provider>
      </HottextStateContext.Provider>
    </div>
  );
}
