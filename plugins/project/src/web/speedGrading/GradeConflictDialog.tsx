import { Button, Modal } from '@lms/sdk/web';
import type { ApiGrade } from '../../schemas/projectTypes.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';

export interface GradeConflictDialogProps {
  studentName: string;
  maxScore: number;
  /** The component's rubric: their rating on each criterion is shown. */
  rubric: ApiRubric | null;
  /** The other grader's save, as the server has it now. */
  theirs: ApiGrade;
  /** What this grader has on screen, not saved. */
  mine: { score: number | null; feedback: string };
  busy: boolean;
  onOverwrite(): void;
  onTakeTheirs(): void;
  onKeepEditing(): void;
}

const scoreText = (score: number | null, max: number) => (score === null ? 'No score' : `${score} / ${max}`);

/**
 * Two graders on one submission (409 grade-changed, or a live save while this
 * grader has changes): the other save is shown beside this grader's, whose
 * input is kept until they choose to overwrite it or to take theirs.
 */
export function GradeConflictDialog({ studentName, maxScore, rubric, theirs, mine, busy, onOverwrite, onTakeTheirs, onKeepEditing }: GradeConflictDialogProps) {
  return (
    <Modal
      title="Another grader saved this grade"
      role="alertdialog"
      size="wide"
      onClose={() => {
        if (!busy) onKeepEditing();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <Button variant="danger" disabled={busy} onClick={onOverwrite}>
            {busy ? 'Saving…' : 'Overwrite with mine'}
          </Button>
        </>
      }
    >
      <p>Another grader saved a grade for {studentName} while you were working. Your input is kept until you choose.</p>
      <div className="lms-sg-conflict">
        <section aria-label="Their save">
          <h3>Their save</h3>
          <p>Score: {scoreText(theirs.original_score ?? theirs.grade, maxScore)}</p>
          {rubric && Object.keys(theirs.criteria).length > 0 && (
            <ul aria-label="Their ratings">
              {rubric.criteria.map((criterion) => {
                const points = theirs.criteria[criterion._id];
                const rating = criterion.ratings.find((candidate) => candidate.points === points);
                return (
                  <li key={criterion._id}>
                    {criterion.title}: {rating ? `${rating.rating} (${rating.points})` : 'not rated'}
                  </li>
                );
              })}
            </ul>
          )}
          <p className="lms-sg-conflict__feedback">Feedback: {theirs.text_feedback || 'none'}</p>
        </section>
        <section aria-label="Your changes">
          <h3>Your changes</h3>
          <p>Score: {scoreText(mine.score, maxScore)}</p>
          <p className="lms-sg-conflict__feedback">Feedback: {mine.feedback || 'none'}</p>
        </section>
      </div>
    </Modal>
  );
}
