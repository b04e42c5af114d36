import { useState } from 'react';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { timeLimitText } from '@lms/sdk/rules';
import type { DeliveryState } from '../../calls/deliveryCalls.ts';
import { Button } from '@lms/sdk/web';

export interface StartPanelProps {
  state: DeliveryState;
  config: AssessmentConfig;
  /** The caller previews (a professor of the course). */
  preview: boolean;
  busy: boolean;
  onStart(): void;
  onReview(): void;
}

/**
 * What the intro offers by state (part 2 §4): Start (a professor's Preview),
 * Resume, Review (and a next attempt when the action code allows), or the
 * reason it is blocked. Starting a new attempt that uses a limited attempt or
 * starts a clock asks first (the resume status "Confirm").
 */
export function StartPanel({ state, config, preview, busy, onStart, onReview }: StartPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const limited = !preview && state.attempts_allowed > 0;
  const timed = config.time_limit > 0;
  const needsConfirm = state.state !== 'resume' && (limited || timed);

  if (state.state === 'blocked') {
    return (
      <p role="status" className="lms-assessment-blocked">
        {state.message}
      </p>
    );
  }
  if (confirming) {
    return (
      <div className="lms-assessment-confirm-start" role="group" aria-label="Start the assessment">
        {limited && (
          <p>
            This starts attempt {state.attempts_used + 1} of {state.attempts_allowed}.
          </p>
        )}
        {timed && <p>You will have {timeLimitText(config.time_limit)}. The time runs from the start, even when you leave the page.</p>}
        <div className="lms-attempt__actions">
          <Button variant="primary" disabled={busy} onClick={onStart}>
            Start now
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  const startLabel = state.state === 'resume' ? (preview ? 'Resume the preview' : 'Resume') : preview ? 'Preview' : state.attempts_used > 0 ? 'Start a new attempt' : 'Start';
  return (
    <div className="lms-attempt__actions">
      {state.state === 'review' && (
        <Button variant="primary" onClick={onReview}>
          Review
        </Button>
      )}
      {state.can_start && (
        <Button variant="primary" disabled={busy} onClick={() => (needsConfirm ? setConfirming(true) : onStart())}>
          {startLabel}
        </Button>
      )}
      {preview && <p className="lms-assessment-muted">A preview is scored, and recorded nowhere: students' attempts and grades do not change.</p>}
    </div>
  );
}
