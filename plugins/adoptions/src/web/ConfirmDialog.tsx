import type { ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}

/** A yes-or-no question before something that cannot be undone; the focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ title, confirmLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} role="alertdialog" onClose={onCancel}>
      {children}
      <div className="lms-adoptions-actions">
        <button type="button" className="lms-adoptions-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="lms-adoptions-button lms-adoptions-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
