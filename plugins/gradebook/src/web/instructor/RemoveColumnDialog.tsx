import { ConfirmDialog, useNotify } from '@lms/sdk/web';
import { removeColumn, type GradebookColumn } from '../../calls/gradebookCalls.ts';
import { useCallMutation } from './gradebookData.ts';

interface RemoveColumnDialogProps {
  courseId: string;
  column: GradebookColumn;
  onClose(): void;
  onRemoved(): void;
}

/** Asks before removing a custom column and its grades (part 3 §7 remove_column). */
export function RemoveColumnDialog({ courseId, column, onClose, onRemoved }: RemoveColumnDialogProps) {
  const notify = useNotify();
  const remove = useCallMutation(removeColumn);
  const confirm = async () => {
    try {
      await remove.mutateAsync({ params: { courseId }, body: { id: column.activity_id } });
      onRemoved();
    } catch {
      notify({ type: 'error', message: 'Failed to remove column' });
      onClose();
    }
  };
  return (
    <ConfirmDialog title="Remove this column?" confirmLabel="Remove" danger busy={remove.isPending} busyLabel="Removing…" onCancel={onClose} onConfirm={() => void confirm()}>
      <p>“{column.report_title}” and every grade in it leave the gradebook.</p>
    </ConfirmDialog>
  );
}
