import { useEffect, useRef } from 'react';
import { Button } from '@lms/sdk/web';

export interface SubmitConfirmationProps {
  /** The numbers (from 1) of the Questions not answered. */
  unanswered: number[];
  submitting: boolean;
  onSubmit(): void;
  onBack(): void;
  /** Goes to a Question (absent when the back button is locked). */
  onGo?(index: number): void;
}

/** Before submitting: which Questions are not answered (each a way back to it unless the back button is locked). */
export function SubmitConfirmation({ unanswered, submitting, onSubmit, onBack, onGo }: SubmitConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="lms-attempt-confirm" aria-labelledby="lms-attempt-confirm-heading">
      <h3 id="lms-attempt-confirm-heading" ref={heading} tabIndex={-1}>
        Submit your answers?
      </h3>
      {unanswered.length === 0 ? (
        <p>You answered every Question.</p>
      ) : (
        <>
          <p>{unanswered.length === 1 ? 'This Question is not answered:' : `These ${unanswered.length} Questions are not answered:`}</p>
          <ul className="lms-attempt-confirm__list">
            {unanswered.map((number) => (
              <li key={number}>
                {onGo ? (
                  <button type="button" className="lms-assessment-link" onClick={() => onGo(number - 1)}>
                    Question {number}
                  </button>
                ) : (
                  `Question ${number}`
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="lms-attempt__actions">
        <Button variant="primary" disabled={submitting} onClick={onSubmit}>
          Submit
        </Button>
        <Button variant="secondary" disabled={submitting} onClick={onBack}>
          Back to the Questions
        </Button>
      </div>
    </section>
  );
}
