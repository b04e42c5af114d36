import { ConfirmDialog, useNotify } from '@lms/sdk/web';
import { unenrolStudents } from '@lms/sdk/calls';
import { useCallMutation } from './gradebookData.ts';

/** Part 3 §5: purging more than this many students warns it could take a while. */
const SLOW_PURGE = 10;

interface UnenrollDialogProps {
  courseId: string;
  studentIds: readonly string[];
  onClose(): void;
  onRemoved(): void;
}

/** Asks before un-enrolling the selected students, then says how it went (part 3 §8's messages). */
export function UnenrollDialog({ courseId, studentIds, onClose, onRemoved }: UnenrollDialogProps) {
  const notify = useNotify();
  const unenroll = useCallMutation(unenrolStudents);
  const count = studentIds.length;
  const remove = async () => {
    try {
      await unenroll.mutateAsync({ body: { courseId, students: [...studentIds] } });
      notify({ type: 'success', message: 'Selected students have been removed.' });
      onRemoved();
    } catch {
      notify({ type: 'error', message: 'Could not unenroll students (server error).' });
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={count === 1 ? 'Un-enrol 1 student?' : `Un-enrol ${count} students?`}
      confirmLabel="Un-enrol"
      danger
      busy={unenroll.isPending}
      busyLabel="Un-enrolling…"
      onCancel={onClose}
      onConfirm={() => void remove()}
    >
      <p>They leave the course and this gradebook; their recorded attempts stay.</p>
      {count > SLOW_PURGE && <p>Removing more than {SLOW_PURGE} students could take a while.</p>}
    </ConfirmDialog>
  );
}
