import type { KeyboardEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** Left/Right/Home/End move between the enabled buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button:not(:disabled)')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons.at(next % buttons.length)?.focus();
}

export function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lms-html-toolbar" role="toolbar" aria-label={label} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}

interface ToolbarButtonProps {
  label: string;
  /** An icon shown instead of the label, which stays its accessible name (and tooltip). */
  icon?: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}

export function ToolbarButton({ label, icon: Icon, pressed, disabled, onClick }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="lms-html-toolbar-button"
      aria-label={Icon ? label : undefined}
      title={Icon ? label : undefined}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {Icon ? <Icon size={18} strokeWidth={2} aria-hidden="true" focusable="false" /> : label}
    </button>
  );
}
