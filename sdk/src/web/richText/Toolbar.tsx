import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

const enabledButtons = (toolbar: HTMLElement) => [...toolbar.querySelectorAll<HTMLButtonElement>(':scope > button:not(:disabled)')];
/** A button's name: its aria-label (an icon button) or its text. */
const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent;

/** Left/Right/Home/End move between the enabled buttons, wrapping round, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = enabledButtons(event.currentTarget);
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons.at(next % buttons.length)?.focus();
}

/**
 * A toolbar with one Tab stop (a roving tabindex): Tab reaches the button
 * last focused while it is enabled, else the first enabled one; the arrow
 * keys reach the others.
 */
export function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<string | null>(null);

  // After every render: buttons come, go and are disabled as the selection moves.
  useLayoutEffect(() => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const buttons = enabledButtons(toolbar);
    const stop = buttons.find((button) => nameOf(button) === lastFocused.current) ?? buttons[0];
    for (const button of toolbar.querySelectorAll<HTMLButtonElement>(':scope > button')) button.tabIndex = button === stop ? 0 : -1;
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLButtonElement)) return;
    lastFocused.current = nameOf(event.target);
    for (const button of event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')) button.tabIndex = button === event.target ? 0 : -1;
  };

  return (
    <div ref={toolbarRef} className="lms-rich-text-toolbar" role="toolbar" aria-label={label} onKeyDown={moveFocus} onFocus={onFocus}>
      {children}
    </div>
  );
}

interface ToolbarButtonProps {
  label: string;
  /** An icon shown instead of the label, which stays its accessible name (and tooltip). */
  icon?: LucideIcon;
  /** A toggle's state; leave undefined for a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  /** Set apart at the end (the way between visual and source editing). */
  apart?: boolean;
  onClick(): void;
}

export function ToolbarButton({ label, icon: Icon, pressed, disabled, apart = false, onClick }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={apart ? 'lms-rich-text-tool lms-rich-text-tool--apart' : 'lms-rich-text-tool'}
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
