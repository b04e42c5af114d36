import { Button, type GridColumn } from '@lms/sdk/web';
import type { LateDecisionValue, LateSubmission } from '../../calls/lateWorkCalls.ts';
import { decisionText, latenessText, policyText, scoreText, studentName } from './lateWorkText.ts';

const dateText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One row action: a button when the decision would change something, else nothing (the grid gives a cell's one widget the focus). */
function actionColumn(id: string, header: string, decision: LateDecisionValue, shown: (row: LateSubmission) => boolean, onDecide: Decide): GridColumn<LateSubmission> {
  return {
    id,
    header,
    width: 200,
    noExport: true,
    value: () => null,
    cell: (row) =>
      shown(row) ? (
        <Button small variant="quiet" aria-label={`${header}: ${studentName(row)}, ${row.activity_title}`} onClick={() => onDecide([row.attempt_id], decision)}>
          {header}
        </Button>
      ) : null,
  };
}

export type Decide = (attemptIds: readonly string[], decision: LateDecisionValue) => void;

/** The list's columns: who, what, when, how late, the policy's deduction, the scores, the decision and its actions. */
export function lateWorkColumns(onDecide: Decide): GridColumn<LateSubmission>[] {
  return [
    { id: 'student', header: 'Student', rowHeader: true, sortable: true, filterable: true, width: 190, value: studentName },
    { id: 'email', header: 'Email', sortable: true, width: 220, value: (row) => row.student.email },
    { id: 'activity', header: 'Activity', sortable: true, filterable: true, width: 220, value: (row) => row.activity_title },
    { id: 'lesson', header: 'Lesson', sortable: true, width: 160, value: (row) => row.lesson_title },
    { id: 'submitted', header: 'Submitted', sortable: true, width: 180, value: (row) => row.submitted_at, cell: (row) => <time dateTime={row.submitted_at}>{dateText(row.submitted_at)}</time> },
    { id: 'due', header: 'Due', sortable: true, width: 180, value: (row) => row.due_date, cell: (row) => <time dateTime={row.due_date}>{dateText(row.due_date)}</time> },
    { id: 'lateness', header: 'Late by', sortable: true, width: 150, value: (row) => latenessText(row.lateness_seconds), sortValue: (row) => row.lateness_seconds },
    { id: 'policy', header: 'Late policy', width: 200, value: (row) => policyText(row.policy) },
    { id: 'deduction', header: 'Deduction', sortable: true, width: 110, value: (row) => `${row.deduction_percent}%`, sortValue: (row) => row.deduction_percent },
    { id: 'before', header: 'Score before', width: 120, value: (row) => scoreText(row.score_before, row.max_score), sortValue: (row) => row.score_before },
    { id: 'after', header: 'With policy', width: 120, value: (row) => scoreText(row.score_after, row.max_score), sortValue: (row) => row.score_after },
    { id: 'counted', header: 'Counts', width: 110, value: (row) => scoreText(row.score_counted, row.max_score), sortValue: (row) => row.score_counted },
    { id: 'decision', header: 'Decision', sortable: true, width: 200, value: (row) => decisionText(row.decision) },
    actionColumn('accept', 'Accept without penalty', 'overdue_accepted', (row) => row.decision !== 'overdue_accepted', onDecide),
    actionColumn('apply', 'Apply late policy', 'apply_policy', (row) => row.decision !== 'apply_policy', onDecide),
    actionColumn('undo', 'Undo', null, (row) => row.decision !== null, onDecide),
  ];
}
