import { useId } from 'react';
import { formatEnteredDate } from '@lms/sdk/rules';
import { VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
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

/** The submitted attempts, those waiting for a person first; a filter shows only those, or all. */
export function AttemptQueue({ attempts, filter, onFilter, onChoose }: AttemptQueueProps) {
  const headingId = useId();
  const queue = attemptQueue(attempts, filter);
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
        <table className="lms-grading-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Attempt</th>
              <th scope="col">Submitted</th>
              <th scope="col">Status</th>
              <th scope="col">Score</th>
              <th scope="col">
                <span className={VISUALLY_HIDDEN_CLASS}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.map((attempt) => {
              const name = personName(attempt.user);
              return (
                <tr key={attempt._id}>
                  <th scope="row">{name}</th>
                  <td>{attempt.number}</td>
                  <td>
                    <time dateTime={attempt.submitted_at ?? undefined}>{formatEnteredDate(attempt.submitted_at)}</time>
                    {(attempt.late_seconds ?? 0) > 0 && ` (${durationText(attempt.late_seconds ?? 0)} late)`}
                  </td>
                  <td>{attempt.status === 'needs_grading' ? waitingText(attempt) : 'Graded'}</td>
                  <td>{scoreText(attempt.score, attempt.max_score)}</td>
                  <td>
                    <button type="button" className="lms-grading-button" aria-label={`Grade ${name}, attempt ${attempt.number}`} onClick={() => onChoose(attempt, queue)}>
                      Grade
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
