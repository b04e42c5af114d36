import type { ReactNode } from 'react';
import { Button, Modal } from '@lms/sdk/web';

interface FormDialogProps {
  title: string;
  /** The id of the form the dialog holds, which the submit button sends. */
  formId: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel(): void;
  children: ReactNode;
}

/** A dialog holding one form: Cancel first (the safe choice), then the submit button, which says when it is busy. */
export function FormDialog({ title, formId, submitLabel, busyLabel, busy, onCancel, children }: FormDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
