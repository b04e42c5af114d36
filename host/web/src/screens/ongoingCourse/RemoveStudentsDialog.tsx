import { Modal } from '../../ui/Modal.tsx';
import type { RosterEntry } from '@lms/sdk/web';

interface RemoveStudentsDialogProps {
  students: readonly RosterEntry[];
  removing: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Names everyone about to be removed before anything happens; Cancel has the focus first. */
export function RemoveStudentsDialog({ students, removing, onConfirm, onCancel }: RemoveStudentsDialogProps) {
  const count = students.length === 1 ? 'this student' : `these ${students.length} students`;
  return (
    <Modal
      title="Remove from course?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={removing}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={removing}>
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </>
      }
    >
      <p>Remove {count} from the course? They will no longer have access to it.</p>
      <ul className="remove-students__names">
        {students.map((student) => (
          <li key={student._id}>
            {student.fullname} ({student.email})
          </li>
        ))}
      </ul>
    </Modal>
  );
}
