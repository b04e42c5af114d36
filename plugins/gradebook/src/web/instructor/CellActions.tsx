import { Button } from '@lms/sdk/web';
import type { GradebookColumn, StudentRow } from '../../calls/gradebookCalls.ts';

/** The grid's active score or total, resolved against the answer. */
export interface ChosenCell {
  student: StudentRow;
  /** Null for the total. */
  column: GradebookColumn | null;
  excused: boolean;
}

interface CellActionsProps {
  chosen: ChosenCell | null;
  busy: boolean;
  /** A submit-on-behalf is being made (and its job polled). */
  submitting: boolean;
  onExplain(): void;
  onToggleExcused(): void;
  onRemoveColumn(): void;
  onOverride(): void;
  onSubmitForStudent(): void;
}

/** A column of an assessment: its per-student overrides and submit-on-behalf are the assessment plugin's calls. */
export const isAssessmentColumn = (column: GradebookColumn | null): column is GradebookColumn & { component_id: string } =>
  column !== null && column.type === 'assessment' && column.component_id !== null;

export const chosenTitle = ({ student, column }: ChosenCell) => `${student.lastname}, ${student.firstname}: ${column ? column.report_title : 'Total'}`;

/**
 * What can be done to the cell the grid's focus is on: explain it, excuse it, remove its custom column;
 * for an assessment, the student's override and submitting their attempt in progress.
 */
export function CellActions({ chosen, busy, submitting, onExplain, onToggleExcused, onRemoveColumn, onOverride, onSubmitForStudent }: CellActionsProps) {
  return (
    <section className="gb-cell-actions" aria-label="Chosen cell">
      <p className="gb-cell-actions__name">
        {chosen ? chosenTitle(chosen) : 'Move to a score or a total to explain or excuse it (Enter or F2 edits it).'}
      </p>
      {chosen && (
        <div className="gb-cell-actions__buttons">
          <Button small onClick={onExplain}>
            {chosen.column ? 'Explain score' : 'Explain total'}
          </Button>
          {chosen.column && (
            <Button small disabled={busy} onClick={onToggleExcused}>
              {chosen.excused ? 'Remove excuse' : 'Excuse'}
            </Button>
          )}
          {isAssessmentColumn(chosen.column) && (
            <>
              <Button small onClick={onOverride}>
                Student override
              </Button>
              <Button small disabled={submitting} onClick={onSubmitForStudent}>
                {submitting ? 'Submitting…' : 'Submit attempt for student'}
              </Button>
            </>
          )}
          {chosen.column?.custom && (
            <Button small variant="danger" onClick={onRemoveColumn}>
              Remove column
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
