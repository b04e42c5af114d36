import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { DELIVERY_MESSAGES, spellDate } from './deliveryMessages.ts';
import { visibleNow } from './reviewVisibility.ts';

export type DeliveryState = 'initial' | 'resume' | 'review' | 'blocked';
export type BlockedReason = 'not_open' | 'closed' | 'attempts' | 'no_reopen';

export interface CallerAttempts {
  now: Date;
  professor: boolean;
  /** The running attempt, with how many times it was opened. */
  running: { opens: number } | null;
  /** Submitted attempts that count (a professor's previews do not). */
  used: number;
}

export interface ActivityState {
  state: DeliveryState;
  /** May the caller start (or resume) now. */
  can_start: boolean;
  reason?: BlockedReason;
  message?: string;
  attempts_used: number;
  /** 0 = unlimited. */
  attempts_allowed: number;
  /** The action code for opening again (part 2 §4). */
  number_of_opens: AssessmentConfig['number_of_opens'];
}

/**
 * Part 2 §4 "States": what opening the assessment shows the caller. A running
 * attempt resumes unless opening again is "don't show" (0) or re-opened
 * `resume_max_attempts` times already. Otherwise: not yet open is blocked with
 * the opening date; used-up attempts show the review only when responses
 * show immediately or after max attempts; a closed assessment reviews when
 * responses show now; after a submission the action code decides (0 blocked,
 * 1 and 2 a next submission, nothing running to resume, 3 review, from which a
 * next attempt may still start). Professors preview freely.
 */
export function activityState(config: AssessmentConfig, caller: CallerAttempts): ActivityState {
  const base = { attempts_used: caller.used, attempts_allowed: config.submission_attempts, number_of_opens: config.number_of_opens };
  const blocked = (reason: BlockedReason, message: string): ActivityState => ({ ...base, state: 'blocked', can_start: false, reason, message });
  if (caller.professor) return { ...base, state: caller.running ? 'resume' : 'initial', can_start: true };
  if (caller.running) {
    const reopened = caller.running.opens - 1;
    const overResume = config.resume_max_attempts !== null && reopened >= config.resume_max_attempts;
    if (config.number_of_opens === 0 || overResume) return blocked('no_reopen', DELIVERY_MESSAGES.noReopen);
    return { ...base, state: 'resume', can_start: true };
  }
  if (config.open_date !== null && caller.now < new Date(config.open_date)) return blocked('not_open', DELIVERY_MESSAGES.notOpenYet(spellDate(new Date(config.open_date))));
  const exhausted = config.submission_attempts > 0 && caller.used >= config.submission_attempts;
  if (exhausted) {
    const review = config.show_responses === 'immediately' || config.show_responses === 'after_max_attempts';
    return review ? { ...base, state: 'review', can_start: false } : blocked('attempts', DELIVERY_MESSAGES.prevented);
  }
  if (config.close_date !== null && caller.now >= new Date(config.close_date)) {
    const review = caller.used > 0 && visibleNow(config.show_responses, config, { now: caller.now, attemptsExhausted: false, professor: false });
    return review ? { ...base, state: 'review', can_start: false } : blocked('closed', DELIVERY_MESSAGES.prevented);
  }
  if (caller.used === 0) return { ...base, state: 'initial', can_start: true };
  if (config.number_of_opens === 0) return blocked('no_reopen', DELIVERY_MESSAGES.noReopen);
  return { ...base, state: config.number_of_opens === 3 ? 'review' : 'initial', can_start: true };
}
