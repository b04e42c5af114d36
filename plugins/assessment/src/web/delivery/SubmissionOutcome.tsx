import { DELIVERY_WEB_MESSAGES } from './deliveryMessages.ts';

/** A submitted attempt as recorded: a submit's answer, or the state's `recorded` on return to the page. */
export interface RecordedSubmission {
  status: string;
  /** Present only when show_score lets the student see it now. */
  score?: number | null;
  max_score?: number | null;
  timed_out?: boolean;
}

/**
 * What a submit said, and what the page says on return: 'Score recorded' and
 * the score when it may show, or that a person (or the gradebook) has yet to
 * score it. A score still waiting for a person is never shown as final.
 */
export function SubmissionOutcome({ result }: { result: RecordedSubmission }) {
  const pending = result.status === 'needs_grading';
  const message = pending ? DELIVERY_WEB_MESSAGES.waitingForScoring : result.status === 'submitted' ? DELIVERY_WEB_MESSAGES.scoreDelayed : DELIVERY_WEB_MESSAGES.scoreRecorded;
  const scored = !pending && result.score !== undefined && result.score !== null && result.max_score !== undefined && result.max_score !== null;
  return (
    <div role="status" className="lms-attempt-outcome">
      <p>{message}</p>
      {scored && (
        <p className="lms-attempt-outcome__score">
          Your score: {result.score} of {result.max_score}
        </p>
      )}
      {result.timed_out && <p>The time was up: your answers as they stood at the end of the time were submitted.</p>}
    </div>
  );
}
