import { Button, Modal } from '@lms/sdk/web';
import { explainCell, explainTotal, type Explanation } from '../../calls/gradebookCalls.ts';
import { ExplanationSteps } from './ExplanationSteps.tsx';
import { useCallQuery } from './serverData.ts';

export interface ExplanationDialogProps {
  courseId: string;
  studentId: string;
  /** An activity's grade, or null for the student's total. */
  activityId: string | null;
  /** The dialog's name, e.g. "How your total was made". */
  title: string;
  onClose(): void;
}

export const EXPLANATION_FAILED = 'Could not load the explanation. Try again in a moment.';

/** How a grade or a total was made (the explanation comes from the code that computed the number), read when the dialog opens; staff's and the student's screens share it. */
export function ExplanationDialog({ courseId, studentId, activityId, title, onClose }: ExplanationDialogProps) {
  return (
    <Modal
      title={title}
      size="wide"
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {activityId === null ? <TotalExplanation courseId={courseId} studentId={studentId} /> : <CellExplanation courseId={courseId} studentId={studentId} activityId={activityId} />}
    </Modal>
  );
}

function CellExplanation({ courseId, studentId, activityId }: { courseId: string; studentId: string; activityId: string }) {
  return <ExplanationRead read={useCallQuery(explainCell, { params: { courseId, studentId, activityId } })} />;
}

function TotalExplanation({ courseId, studentId }: { courseId: string; studentId: string }) {
  return <ExplanationRead read={useCallQuery(explainTotal, { params: { courseId, studentId } })} />;
}

function ExplanationRead({ read }: { read: { data: Explanation | undefined; error: Error | null } }) {
  if (read.error) return <p role="alert">{EXPLANATION_FAILED}</p>;
  if (!read.data) return <p role="status">Loading the explanation…</p>;
  return <ExplanationSteps explanation={read.data} />;
}
