import { useCallback } from 'react';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { AttemptTimer } from './AttemptTimer.tsx';
import BranchingAttempt from './branching/BranchingAttempt.tsx';
import { DELIVERY_WEB_MESSAGES } from './deliveryMessages.ts';
import type { RunningAttempt, SubmitResult } from '../../calls/deliveryCalls.ts';
import type { FlowProps } from './flowProps.ts';
import LinearAttempt from './LinearAttempt.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { TerminatedNotice } from './TerminatedNotice.tsx';
import { useAttempt } from './useAttempt.ts';
import VideoQuizAttempt from './video/VideoQuizAttempt.tsx';
import './delivery.css';

export interface AttemptFlowProps {
  courseId: string;
  componentId: string;
  config: AssessmentConfig;
  /** The attempt start/ answered (new or re-opened). */
  initial: RunningAttempt;
  onSubmitted(result: SubmitResult): void;
  /** The instructor submitted the attempt for the student: show the state again. */
  onReloadState(): void;
}

const FLOWS = { video: VideoQuizAttempt, branching: BranchingAttempt } as const;

/**
 * A running attempt: the flow its `sub_type` asks for (null: one Question at a
 * time, video: Questions at the video's stop points, branching: the next
 * Question from each answer), with what every flow shares around it: the
 * server's timer (submitting when it runs out), the save state, the wait
 * while submitting, and the instructor's termination.
 */
export function AttemptFlow({ courseId, componentId, config, initial, onSubmitted, onReloadState }: AttemptFlowProps) {
  const attempt = useAttempt(courseId, componentId, initial);
  const { submit } = attempt;
  const timeUp = useCallback(() => {
    void submit().then((result) => result && onSubmitted(result));
  }, [submit, onSubmitted]);

  if (attempt.loadError) return <p role="alert">{attempt.loadError}</p>;
  if (!attempt.attempt) return <p role="status">Loading…</p>;
  const Flow = config.sub_type === null ? LinearAttempt : FLOWS[config.sub_type];
  const flowProps: FlowProps = { courseId, componentId, config, attempt, onSubmitted };
  const running = attempt.attempt;
  return (
    <div className="lms-attempt">
      <div className="lms-attempt__bar">
        {running.preview && <p className="lms-attempt__preview">Preview: this attempt is scored, and recorded nowhere.</p>}
        {running.deadline !== null && <AttemptTimer startedAt={running.started_at} deadline={running.deadline} serverNow={attempt.serverNow} onExpire={timeUp} />}
        <SaveIndicator save={attempt.save} />
      </div>
      {attempt.terminated ? <TerminatedNotice onReload={onReloadState} /> : <Flow {...flowProps} />}
      <p role="status" className="lms-attempt__submitting">
        {attempt.submitting ? DELIVERY_WEB_MESSAGES.pleaseWait : ''}
      </p>
      {attempt.submitError && (
        <p role="alert" className="lms-attempt__problem">
          {attempt.submitError}
        </p>
      )}
    </div>
  );
}
