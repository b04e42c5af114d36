import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { focusableIn } from './focusable.ts';
import './dialog.css';

export interface ModalProps {
  /** The dialog's name: its heading, and what labels it. */
  title: string;
  children: ReactNode;
  /** The buttons at the bottom; unless `initialFocus` says otherwise, the first one gets the focus when the dialog opens. */
  actions?: ReactNode;
  onClose(): void;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** A selector inside the dialog for what gets the focus first. */
  initialFocus?: string;
  /** 'wide' for a dialog holding a form or a table. */
  size?: 'narrow' | 'wide';
  /** The id of what describes the dialog (an alertdialog's question). */
  describedBy?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the
 * page behind inert, Escape closes it (the `cancel` event, answered with
 * `onClose` so the owner decides), Tab and Shift+Tab cycle inside, and the
 * focus goes back where it was when it is removed. Render it only while it
 * is open.
 */
export function Modal({ title, children, actions, onClose, role = 'dialog', initialFocus, size = 'narrow', describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Before paint, so the first frame already shows the dialog modal with the focus inside.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const first = (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ?? dialog.querySelector<HTMLElement>('.lms-dialog__actions button:not(:disabled)') ?? focusableIn(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once, when the dialog opens.
  }, []);

  const cancel = (event: SyntheticEvent) => {
    // The owner closes it by removing it (or keeps it open, e.g. while saving).
    event.preventDefault();
    closeRef.current();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    // What is behind must not act on an Escape meant for the dialog (a panel that closes on Escape too).
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`lms-dialog lms-dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onCancel={cancel}
      onKeyDown={keepFocusInside}
    >
      <h2 id={titleId} className="lms-dialog__title">
        {title}
      </h2>
      <div className="lms-dialog__body">{children}</div>
      {actions && <div className="lms-dialog__actions">{actions}</div>}
    </dialog>
  );
}
