import { DELIVERY_WEB_MESSAGES } from './deliveryMessages.ts';
import type { SubmitResult } from '../../calls/deliveryCalls.ts';

/** What a submit said: 'Score recorded' and the score when it may show, or that a person (or the gradebook) has yet to score it. */
export function SubmissionOutcome({ result }: { result: SubmitResult }) {
  const message =
    result.status === 'needs_grading'
      ? DELIVERY_WEB_MESSAGES.waitingForScoring
      : result.status === 'submitted'
        ? DELIVERY_WEB_MESSAGES.scoreDelayed
        : DELIVERY_WEB_MESSAGES.scoreRecorded;
  const scored = result.score !== undefined && result.score !== null && result.max_score !== undefined && result.max_score !== null;
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
