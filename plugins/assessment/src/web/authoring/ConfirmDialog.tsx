import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** A destructive choice gets the danger style. */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question: labelled by its title, the focus starts on the safe
 * choice and stays inside, Escape cancels (without reaching the form
 * behind), and the focus goes back where it was.
 */
export function ConfirmDialog({ title, children, cancelLabel = 'Cancel', confirmLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const buttons = [...dialog.current.querySelectorAll<HTMLButtonElement>('button')];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
    }
  };

  return (
    <div className="lms-authoring-backdrop">
      <div ref={dialog} className="lms-authoring-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="lms-authoring-actions">
          <button type="button" className="lms-assessment-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'lms-assessment-button lms-authoring-danger' : 'lms-assessment-button lms-authoring-primary'} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
