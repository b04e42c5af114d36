import { penaltyPeriod, DAY, HOUR } from '@lms/sdk/rules';
import type { LateDecisionValue, LateSubmission } from '../../calls/lateWorkCalls.ts';

const plural = (count: number, unit: string) => (count === 1 ? `1 ${unit}` : `${count} ${unit}s`);

/** How late, in words: minutes under an hour, hours under a day, else days and hours (rounded up, as the policy counts). */
export function latenessText(seconds: number): string {
  if (seconds < HOUR) return plural(Math.ceil(seconds / 60), 'minute');
  const hours = Math.ceil(seconds / HOUR);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')}, ${plural(rest, 'hour')}`;
}

const PERIODS: Record<number, string> = { [HOUR]: 'hour', [DAY]: 'day' };

/** A late policy in words (part 3 §3 Policy: penalty per hour, day or week, at most max). */
export function policyText(policy: LateSubmission['policy']): string {
  if (policy === null) return 'No late policy';
  return `${policy.penalty}% per ${PERIODS[penaltyPeriod(policy.per)] ?? 'week'}, at most ${policy.max}%`;
}

export const DECISION_TEXT: Record<NonNullable<LateDecisionValue> | 'none', string> = {
  overdue_accepted: 'Accepted without penalty',
  apply_policy: 'Late policy applied',
  none: 'No decision',
};

export const decisionText = (decision: LateDecisionValue) => DECISION_TEXT[decision ?? 'none'];

export const studentName = (submission: LateSubmission) => `${submission.student.lastname}, ${submission.student.firstname}`;

export const scoreText = (score: number | null, max: number | null) => (score === null ? '—' : max === null ? String(score) : `${score} / ${max}`);
