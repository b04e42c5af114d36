import { useId, useMemo } from 'react';
import { formatEnteredDate } from '@lms/sdk/rules';
import { DataGrid, type GridColumn, Button } from '@lms/sdk/web';
import { attemptQueue, personName, QUEUE_FILTERS, type QueueFilter } from './attemptQueue.ts';
import { durationText } from './durationText.ts';
import type { GradingAttempt } from '../../calls/gradingCalls.ts';
import { scoreText } from './scoreText.ts';

interface AttemptQueueProps {
  attempts: readonly GradingAttempt[];
  filter: QueueFilter;
  onFilter(filter: QueueFilter): void;
  /** The attempt to grade, and the queue as shown (previous / next follow it). */
  onChoose(attempt: GradingAttempt, queue: GradingAttempt[]): void;
}

const waitingText = (attempt: GradingAttempt) => {
  const count = attempt.ungraded.length;
  return count === 1 ? 'Waiting for a person (1 Question)' : `Waiting for a person (${count} Questions)`;
};

const submittedText = (attempt: GradingAttempt) => {
  const late = attempt.late_seconds ?? 0;
  return late > 0 ? ` (${durationText(late)} late)` : '';
};

/** The queue keeps its order (waiting first): Previous and Next in the grader follow it. */
function queueColumns(onGrade: (attempt: GradingAttempt) => void): GridColumn<GradingAttempt>[] {
  return [
    { id: 'student', header: 'Student', width: 200, rowHeader: true, value: (attempt) => personName(attempt.user) },
    { id: 'attempt', header: 'Attempt', width: 90, value: (attempt) => attempt.number },
    {
      id: 'submitted',
      header: 'Submitted',
      width: 260,
      value: (attempt) => attempt.submitted_at,
      cell: (attempt) => (
        <>
          <time dateTime={attempt.submitted_at ?? undefined}>{formatEnteredDate(attempt.submitted_at)}</time>
          {submittedText(attempt)}
        </>
      ),
    },
    { id: 'status', header: 'Status', width: 280, value: (attempt) => (attempt.status === 'needs_grading' ? waitingText(attempt) : 'Graded') },
    { id: 'score', header: 'Score', width: 100, value: (attempt) => scoreText(attempt.score, attempt.max_score) },
    {
      id: 'action',
      header: 'Action',
      width: 100,
      noExport: true,
      value: () => null,
      cell: (attempt) => (
        <Button variant="secondary" aria-label={`Grade ${personName(attempt.user)}, attempt ${attempt.number}`} onClick={() => onGrade(attempt)}>
          Grade
        </Button>
      ),
    },
  ];
}

/** The submitted attempts, those waiting for a person first; a filter shows only those, or all. */
export function AttemptQueue({ attempts, filter, onFilter, onChoose }: AttemptQueueProps) {
  const headingId = useId();
  const queue = useMemo(() => attemptQueue(attempts, filter), [attempts, filter]);
  const columns = useMemo(() => queueColumns((attempt) => onChoose(attempt, queue)), [onChoose, queue]);
  const counts = { needs_grading: attemptQueue(attempts, 'needs_grading').length, all: attempts.length };
  return (
    <section aria-labelledby={headingId} className="lms-grading-section">
      <h2 id={headingId}>Submitted attempts</h2>
      <fieldset className="lms-grading-filter">
        <legend>Show</legend>
        {QUEUE_FILTERS.map((option) => (
          <label key={option.filter} className="lms-grading-check">
            <input type="radio" name={`${headingId}-filter`} checked={filter === option.filter} onChange={() => onFilter(option.filter)} />
            {option.label} ({counts[option.filter]})
          </label>
        ))}
      </fieldset>
      {queue.length === 0 ? (
        <p className="lms-grading-muted">{filter === 'needs_grading' ? 'No attempt is waiting for a person.' : 'No attempt has been submitted yet.'}</p>
      ) : (
        <DataGrid label="Submitted attempts" columns={columns} rows={queue} rowId={(attempt) => attempt._id} />
      )}
    </section>
  );
}
