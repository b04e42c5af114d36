import { useId, type ReactNode } from 'react';
import { VISUALLY_HIDDEN_CLASS, Button } from '@lms/sdk/web';
import { personName } from './attemptQueue.ts';
import type { LiveRow, LiveView } from '../../calls/reportCalls.ts';
import type { Loaded } from './useLoadedCall.ts';

interface StudentRosterProps {
  roster: Loaded<LiveView>;
  /** The student whose attempt is being submitted, if any. */
  submitting: string | null;
  onOverride(student: LiveRow): void;
  onSubmitFor(student: LiveRow): void;
}

const STATES: Record<LiveRow['state'], string> = { not_started: 'Not started', in_progress: 'In progress', submitted: 'Submitted' };

/** Every student and where they are in the assessment: an override for anyone, and a submit for a running attempt. */
export function StudentRoster({ roster, submitting, onOverride, onSubmitFor }: StudentRosterProps) {
  const headingId = useId();
  let body: ReactNode;
  if (roster.state === 'loading') body = <p role="status">Loading the students…</p>;
  else if (roster.state === 'failed') body = <p role="alert" className="lms-field-error">{roster.message}</p>;
  else if (roster.value.students.length === 0) body = <p className="lms-grading-muted">No student is enrolled yet.</p>;
  else
    body = (
      <table className="lms-grading-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">State</th>
            <th scope="col">Attempt</th>
            <th scope="col">
              <span className={VISUALLY_HIDDEN_CLASS}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.value.students.map((student) => {
            const name = personName(student);
            return (
              <tr key={student.user_id}>
                <th scope="row">{name}</th>
                <td>{STATES[student.state]}</td>
                <td>{student.attempt_number ?? 'None'}</td>
                <td className="lms-grading-actions">
                  <Button variant="secondary" onClick={() => onOverride(student)}>
                    Override for {name}
                  </Button>
                  {student.state === 'in_progress' && (
                    <Button variant="secondary" disabled={submitting !== null} onClick={() => onSubmitFor(student)}>
                      {submitting === student.user_id ? 'Submitting…' : `Submit for ${name}`}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  return (
    <section aria-labelledby={headingId} className="lms-grading-section">
      <h2 id={headingId}>Students</h2>
      {body}
    </section>
  );
}
