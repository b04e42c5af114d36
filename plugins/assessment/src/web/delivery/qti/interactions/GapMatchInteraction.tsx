import { createContext, useContext } from 'react';
import { groupName, InteractionPrompt, QtiContext, renderChildren, useQti, useResponse, withParts, type InteractionProps } from '../qtiContent.tsx';
import { choicesOf, gapName, identifierOf, intAttribute, plainLabel } from '../qtiLabels.ts';
import { ChoicesToPlace } from './ChoicesToPlace.tsx';

interface GapState {
  options: { identifier: string; label: string; max: number }[];
  /** The choice placed in each gap, by gap identifier. */
  placed: Map<string, string>;
  place(gap: string, choice: string): void;
  readOnly: boolean;
  interaction: Element;
}

const GapStateContext = createContext<GapState | null>(null);

/** One gap: a select of the choices to place (a choice used up by its match-max is disabled elsewhere). */
function Gap({ element }: InteractionProps) {
  const state = useContext(GapStateContext)!;
  const gap = identifierOf(element);
  const current = state.placed.get(gap) ?? '';
  const used = (choice: string) => Array.from(state.placed.values()).filter((placed) => placed === choice).length;
  return (
    <select
      className="lms-qti-gap"
      aria-label={gapName(element, state.interaction)}
      value={current}
      disabled={state.readOnly}
      onChange={(event) => state.place(gap, event.target.value)}
    >
      <option value="">—</option>
      {state.options.map((option) => (
        <option key={option.identifier} value={option.identifier} disabled={option.max > 0 && used(option.identifier) >= option.max && current !== option.identifier}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const Hidden = () => null;

/**
 * Gap match: the text as written with a select in each gap, offering the
 * gap texts and images (listed above the text, images shown); the response
 * pairs "choice gap".
 */
export function GapMatchInteraction({ element }: InteractionProps) {
  const context = useQti();
  const { values, set, readOnly, ids } = useResponse(element);
  const choices = choicesOf(element, 'qti-gap-text', 'qti-gap-img');
  const placed = new Map(values.map((pair) => pair.split(' ')).map(([choice, gap]) => [gap, choice] as [string, string]));
  const place = (gap: string, choice: string) => {
    const next = new Map(placed);
    if (choice === '') next.delete(gap);
    else next.set(gap, choice);
    set(Array.from(next, ([where, what]) => `${what} ${where}`));
  };
  const inner = withParts(context, { 'qti-gap': Gap, 'qti-gap-text': Hidden, 'qti-gap-img': Hidden });
  const options = choices.map((choice) => ({ identifier: identifierOf(choice), label: plainLabel(choice), max: intAttribute(choice, 'match-max', 1) }));
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Fill the gaps')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <ChoicesToPlace choices={choices} />
      <GapStateContext.Provider value={{ options, placed, place, readOnly, interaction: element }}>
        <QtiContext.Provider value={inner}>{renderChildren(element, inner)}</QtiContext.Provider>
      </GapStateContext.Provider>
    </div>
  );
}
