import { formatEnteredDate } from '@lms/sdk/rules';
import { durationText } from './durationText.ts';
import type { GradingAttempt, RegradeSession } from '../../calls/gradingCalls.ts';
import { scoreText } from './scoreText.ts';

/** When the attempt came in (and how late), and its score now, e.g. "Submitted 03/10/2030 14:30, 2 hours late. Score: 3 / 5, waiting for a person." */
export function attemptSummary(session: Pick<RegradeSession, 'submitted_at' | 'score' | 'max_score' | 'status'>, attempt: Pick<GradingAttempt, 'late_seconds'>): string {
  const lateSeconds = attempt.late_seconds ?? 0;
  const late = lateSeconds > 0 ? `, ${durationText(lateSeconds)} late` : '';
  const waiting = session.status === 'needs_grading' ? ', waiting for a person' : '';
  return `Submitted ${formatEnteredDate(session.submitted_at)}${late}. Score: ${scoreText(session.score, session.max_score)}${waiting}.`;
}
