import { ConfirmDialog, type RosterEntry } from '@lms/sdk/web';

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
    <ConfirmDialog title="Remove from course?" confirmLabel="Remove" busyLabel="Removing…" busy={removing} danger onConfirm={onConfirm} onCancel={onCancel}>
      <p>Remove {count} from the course? They will no longer have access to it.</p>
      <ul className="remove-students__names">
        {students.map((student) => (
          <li key={student._id}>
            {student.fullname} ({student.email})
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
