import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@lms/sdk/web';

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
  const { onKeyDown } = useModalFocus(dialog, onCancel);

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
