import { useState, type ReactNode } from 'react';
import { ChoiceContent, groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { choicesOf, identifierOf, plainLabel } from '../qtiLabels.ts';

export interface OrderListProps {
  /** The entries to order: identifier, what is shown, what is said. */
  entries: { identifier: string; content: ReactNode; label: string }[];
  order: string[] | null;
  onOrder(order: string[]): void;
  readOnly: boolean;
  ids: string;
  name: Record<string, string>;
}

/**
 * A list put in order with "Move up" and "Move down" buttons (no dragging
 * needed), each move announced; the response is set at the first move, or
 * with "Keep this order".
 */
export function OrderList({ entries, order, onOrder, readOnly, ids, name }: OrderListProps) {
  const [said, setSaid] = useState('');
  const byId = new Map(entries.map((entry) => [entry.identifier, entry]));
  const shown = (order ?? entries.map((entry) => entry.identifier)).filter((identifier) => byId.has(identifier));
  const move = (from: number, to: number) => {
    const next = [...shown];
    const moved = next.splice(from, 1)[0] ?? '';
    next.splice(to, 0, moved);
    onOrder(next);
    setSaid(`${byId.get(moved)!.label} moved to position ${to + 1} of ${next.length}.`);
  };
  return (
    <div className="lms-qti-order">
      <ol {...name}>
        {shown.map((identifier, index) => {
          const entry = byId.get(identifier)!;
          return (
            <li key={identifier} className="lms-qti-order__entry">
              <span className="lms-qti-order__content">{entry.content}</span>
              {!readOnly && (
                <span className="lms-qti-order__moves">
                  <button type="button" disabled={index === 0} aria-label={`Move ${entry.label} up`} onClick={() => move(index, index - 1)}>
                    ↑
                  </button>
                  <button type="button" disabled={index === shown.length - 1} aria-label={`Move ${entry.label} down`} onClick={() => move(index, index + 1)}>
                    ↓
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && order === null && (
        <button type="button" className="lms-button-secondary" onClick={() => onOrder(shown)}>
          Keep this order
        </button>
      )}
      <p id={`${ids}-moved`} className="lms-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

/** Order: the choices in a list the candidate reorders; the response is their identifiers in order. */
export function OrderInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids } = useResponse(element);
  const entries = choicesOf(element, 'qti-simple-choice').map((choice) => ({ identifier: identifierOf(choice), content: <ChoiceContent element={choice} />, label: plainLabel(choice) }));
  return (
    <div className="lms-qti-interaction">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <OrderList entries={entries} order={Array.isArray(value) ? value : null} onOrder={set} readOnly={readOnly} ids={ids} name={groupName(element, `${ids}-prompt`, 'Put in order')} />
    </div>
  );
}
