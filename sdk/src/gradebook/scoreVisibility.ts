import type { ScoreVisibility } from './types.ts';

/**
 * Whether a student may see an activity's score now (the activity's
 * score_visibility, part 3 §3 "Visibility settings"). Times are epoch
 * milliseconds, a missing date is +Infinity (part 2 §5: no date is the
 * 2199-12-31 sentinel, so it never passes). Attempts are exhausted only under
 * a limit: unlimited attempts (0) never are.
 */
export function scoreVisibleNow(visibility: ScoreVisibility, nowMs: number, dueMs: number, closeMs: number, attemptsExhausted: boolean): boolean {
  switch (visibility) {
    case 'immediately':
      return true;
    case 'never':
      return false;
    case 'after_due_date':
      return nowMs >= dueMs;
    case 'after_close_date':
      return nowMs >= closeMs;
    case 'after_max_attempts':
      return attemptsExhausted;
    case 'after_due_date_or_max_attempts':
      return attemptsExhausted || nowMs >= dueMs;
    case 'after_close_date_or_max_attempts':
      return attemptsExhausted || nowMs >= closeMs;
  }
}
