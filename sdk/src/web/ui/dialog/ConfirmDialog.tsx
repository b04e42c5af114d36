import { useId, type ReactNode } from 'react';
import { Button } from '../Button.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** The question's detail; it describes the dialog. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  /** While the action runs: both buttons are disabled and the confirm button says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action (an alertdialog); Cancel comes first and has the focus, the safe choice. Escape cancels. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Modal
      title={title}
      role="alertdialog"
      describedBy={bodyId}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div id={bodyId}>{children}</div>
    </Modal>
  );
}
