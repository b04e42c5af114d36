import { useState } from 'react';
import { Button, Modal } from '@lms/sdk/web';
import { previewRescore, type RubricBody } from '../../calls/rubricCalls.ts';
import { useCallQuery } from './serverData.ts';

export interface RescoreDialogProps {
  courseId: string;
  rubricId: string;
  criteria: RubricBody['criteria'];
  /** What the server said the change touches (409 rubric-in-use), or the rubric's own counts. */
  components: number;
  grades: number;
  busy: boolean;
  onConfirm(rescore: boolean): void;
  onCancel(): void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Part 2 §5 "Editing a rubric used in more than one project asks for
 * confirmation": what the change touches, each graded student's score now
 * and after a re-score (shown before anything happens), and the instructor's
 * choice to keep the grades as given or re-score them.
 */
export function RescoreDialog({ courseId, rubricId, criteria, components, grades, busy, onConfirm, onCancel }: RescoreDialogProps) {
  const [rescore, setRescore] = useState(false);
  const preview = useCallQuery(previewRescore, { params: { courseId, rubricId }, body: { criteria } }, { enabled: grades > 0 });
  return (
    <Modal
      title="Change a rubric in use?"
      role="alertdialog"
      size="wide"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => onConfirm(rescore && grades > 0)}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </>
      }
    >
      <p>
        This rubric is used by {plural(components, 'project component', 'project components')}, and {plural(grades, 'grade was', 'grades were')} given with it.
        The change shows wherever it is used.
      </p>
      {grades > 0 && (
        <>
          <fieldset className="pr-rescore__choices">
            <legend>Grades already given</legend>
            <label>
              <input type="radio" name="rescore" checked={!rescore} onChange={() => setRescore(false)} /> Keep them as they were given
            </label>
            <label>
              <input type="radio" name="rescore" checked={rescore} onChange={() => setRescore(true)} /> Re-score them with the changed rubric
            </label>
          </fieldset>
          {preview.isPending && <p role="status">Working out the new scores…</p>}
          {preview.error && (
            <p role="alert" className="lms-field-error">
              {preview.error.message}
            </p>
          )}
          {preview.data && (
            <div className="pr-rescore__table-wrap" tabIndex={0} role="region" aria-label="Scores before and after a re-score">
              <table className="pr-rescore__table">
                <caption>Scores before and after a re-score</caption>
                <thead>
                  <tr>
                    <th scope="col">Student</th>
                    <th scope="col">Now</th>
                    <th scope="col">Re-scored</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.data.grades.map((row) => (
                    <tr key={row.project_id}>
                      <th scope="row">{row.name}</th>
                      <td>{`${row.old_grade} / ${row.old_max_score}`}</td>
                      <td>{`${row.new_grade} / ${row.new_max_score}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
