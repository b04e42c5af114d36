import { ChoiceContent, groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { identifierOf, intAttribute, matchSets, plainLabel } from '../qtiLabels.ts';

/**
 * Match (one-to-one, one-to-many and categorising): a table with a row per
 * source and a column per target; each cell's checkbox makes a pair "source
 * target", so no dragging is needed. A choice's match-max and the
 * interaction's max-associations disable what would go past them.
 */
export function MatchInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const [sources = [], targets = []] = matchSets(element);
  const single = declaration?.cardinality === 'single';
  const maxAssociations = intAttribute(element, 'max-associations', single ? 1 : 0);
  const uses = (identifier: string) => values.filter((pair) => pair.split(' ').includes(identifier)).length;
  const full = (choice: Element) => {
    const max = intAttribute(choice, 'match-max', 0);
    return max > 0 && uses(identifierOf(choice)) >= max;
  };
  const toggle = (pair: string, checked: boolean) => {
    if (single) return set(checked ? pair : null);
    set(checked ? [...values, pair] : values.filter((value) => value !== pair));
  };
  return (
    <div className="lms-qti-interaction lms-qti-match" role="group" {...groupName(element, `${ids}-prompt`, 'Match')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <table className="lms-qti-match__table">
        <thead>
          <tr>
            <td />
            {targets.map((target) => (
              <th key={identifierOf(target)} scope="col">
                <ChoiceContent element={target} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={identifierOf(source)}>
              <th scope="row">
                <ChoiceContent element={source} />
              </th>
              {targets.map((target) => {
                const pair = `${identifierOf(source)} ${identifierOf(target)}`;
                const checked = values.includes(pair);
                const blocked = !checked && ((maxAssociations > 0 && values.length >= maxAssociations && !single) || full(source) || full(target));
                return (
                  <td key={pair}>
                    <input
                      type="checkbox"
                      aria-label={`${plainLabel(source)} with ${plainLabel(target)}`}
                      checked={checked}
                      disabled={readOnly || blocked}
                      onChange={(event) => toggle(pair, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
