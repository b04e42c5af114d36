import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN_CLASS, type SelectOption } from '@lms/sdk/web';

interface CellFrameProps {
  changed: boolean;
  /** A rule's or the server's message about this cell. */
  error: string | undefined;
  children: ReactNode;
}

/** A cell's look: marked (in words too) when changed and not saved, and when a rule refused it. */
export function CellFrame({ changed, error, children }: CellFrameProps) {
  const className = ['as-cell', changed && 'as-cell--changed', error !== undefined && 'as-cell--error'].filter(Boolean).join(' ');
  return (
    <span className={className} title={error}>
      {children}
      {changed && <span className={VISUALLY_HIDDEN_CLASS}> (not saved)</span>}
      {error !== undefined && (
        <>
          <span className="as-cell__mark" aria-hidden="true">
            !
          </span>
          <span className={VISUALLY_HIDDEN_CLASS}> {error}</span>
        </>
      )}
    </span>
  );
}

interface CheckCellProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A yes/no setting in the grid: the cell's one focus target, Space toggles it. */
export function CheckCell({ label, checked, onChange }: CheckCellProps) {
  return <input type="checkbox" className="as-cell__check" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

interface SelectCellProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
}

/** A choice in the grid (visibility, rollup, penalty period): letters pick an option, Space opens the list. */
export function SelectCell({ label, value, options, onChange }: SelectCellProps) {
  return (
    <select className="as-cell__select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
