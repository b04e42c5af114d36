import { ConfirmDialog } from '@lms/sdk/web';

interface ReopenDialogProps {
  /** The screen holds changes not saved yet: the stronger of the two warnings (part 2 §4). */
  hasUnsavedChanges: boolean;
  studentName: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Part 2 §4 "Warning modals on reopen: one for unsaved changes, one ordinary". */
export function ReopenDialog({ hasUnsavedChanges, studentName, busy, onConfirm, onCancel }: ReopenDialogProps) {
  return hasUnsavedChanges ? (
    <ConfirmDialog title="Reopen with unsaved changes?" confirmLabel="Discard and reopen" danger busy={busy} busyLabel="Reopening…" onConfirm={onConfirm} onCancel={onCancel}>
      <p>You have changes on this screen that are not saved; reopening the project discards them.</p>
      <p>{studentName} can then edit the project again, and it leaves the grading list until it is submitted again.</p>
    </ConfirmDialog>
  ) : (
    <ConfirmDialog title="Reopen this project?" confirmLabel="Reopen" busy={busy} busyLabel="Reopening…" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{studentName} can then edit the project again, and it leaves the grading list until it is submitted again.</p>
    </ConfirmDialog>
  );
}
