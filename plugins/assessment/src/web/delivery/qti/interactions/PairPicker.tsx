import { useState } from 'react';

/**
 * Pairs chosen with two selects each (associate and graphic associate):
 * rows up to the interaction's max-associations; a pair is "A B" in the
 * response once both sides are chosen and differ.
 */
export interface PairPickerProps {
  options: { identifier: string; label: string }[];
  pairs: string[];
  rows: number;
  onPairs(pairs: string[]): void;
  readOnly: boolean;
  ids: string;
}

export function PairPicker({ options, pairs, rows, onPairs, readOnly, ids }: PairPickerProps) {
  // Rows being chosen, half-chosen ones too (the response holds whole pairs only).
  const [shown, setShown] = useState(() => Array.from({ length: Math.max(rows, pairs.length) }, (_, index) => (pairs[index] ?? ' ').split(' ')));
  const change = (row: number, side: 0 | 1, identifier: string) => {
    const next = shown.map((pair) => [...pair]);
    next[row]![side] = identifier;
    setShown(next);
    onPairs(next.filter(([first, second]) => first && second && first !== second).map((pair) => pair.join(' ')));
  };
  const label = (identifier: string) => options.find((option) => option.identifier === identifier)?.label ?? identifier;
  return (
    <ol className="lms-qti-pairs">
      {shown.map(([first, second], row) => (
        <li key={row}>
          {([0, 1] as const).map((side) => (
            <select
              key={side}
              id={`${ids}-pair-${row}-${side}`}
              aria-label={`Pair ${row + 1}, ${side === 0 ? 'first' : 'second'}`}
              value={side === 0 ? first : second}
              disabled={readOnly}
              onChange={(event) => change(row, side, event.target.value)}
            >
              <option value="">—</option>
              {options.map((option) => (
                <option key={option.identifier} value={option.identifier}>
                  {option.label}
                </option>
              ))}
            </select>
          ))}
          {readOnly && first && second && <span className="lms-visually-hidden">{`${label(first)} with ${label(second)}`}</span>}
        </li>
      ))}
    </ol>
  );
}
