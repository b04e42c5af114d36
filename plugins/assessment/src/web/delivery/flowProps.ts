import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { SubmitResult } from '../../calls/deliveryCalls.ts';
import type { AttemptHandle } from './useAttempt.ts';

/**
 * What AttemptFlow gives each way of taking an assessment (the linear one,
 * the video quiz, the branching quiz). A flow calls `attempt.submit()` and,
 * with its result, `onSubmitted`; AttemptFlow shows the timer, the save state,
 * the wait while submitting and a failed submit's message around it.
 */
export interface FlowProps {
  courseId: string;
  componentId: string;
  config: AssessmentConfig;
  attempt: AttemptHandle;
  onSubmitted(result: SubmitResult): void;
}
