import { latenessSeconds } from '@lms/sdk/rules';

/** A save or submit reaching the server this soon after the deadline still counts (network, a click at the last second). */
export const GRACE_SECONDS = 5;

const at = (iso: string | null) => (iso === null ? null : new Date(iso));

/** Server time an attempt ends: started_at + time limit, or the close date if sooner; null when untimed. */
export function attemptDeadline(startedAt: Date, timeLimitSeconds: number, closeDate: string | null): Date | null {
  if (timeLimitSeconds <= 0) return null;
  const limit = new Date(startedAt.getTime() + timeLimitSeconds * 1000);
  const close = at(closeDate);
  return close && close < limit ? close : limit;
}

const pastWithGrace = (now: Date, moment: Date | null) => moment !== null && now.getTime() > moment.getTime() + GRACE_SECONDS * 1000;

/** When an attempt left running is handed in for its taker: just after its deadline and the grace. */
export function expiryCheckAt(deadline: Date): Date {
  return new Date(deadline.getTime() + (GRACE_SECONDS + 1) * 1000);
}

/** The deadline and its grace are over: nothing more can be saved, and the attempt is due to be handed in. */
export const expired = (now: Date, deadline: Date | null): boolean => pastWithGrace(now, deadline);

/** Responses may still be saved: before the deadline and the close date, each plus the grace. */
export function maySave(now: Date, deadline: Date | null, closeDate: string | null): boolean {
  return !pastWithGrace(now, deadline) && !pastWithGrace(now, at(closeDate));
}

export type SubmitTiming =
  | { accepted: false }
  | {
      accepted: true;
      /** The time limit ran out: the attempt is submitted as it stood at its deadline, with the responses saved by then. */
      timedOut: boolean;
      /** The moment the work counts as handed in (the deadline when timed out). */
      effectiveAt: Date;
      /** Seconds after the due date (0 when on time or without one): the late policy's input. */
      lateSeconds: number;
    };

/**
 * What the server clock says of a submit (part 2 §4 "Submit flow", §9 "hard
 * limit"): refused once the close date has passed; past the time limit the
 * attempt is taken as it stood at its deadline (nothing answered later counts);
 * after the due date it is accepted as late, the grading hook applying the late
 * policy (none: lateness reported, nothing deducted; see README "Late penalty").
 */
export function submitTiming(now: Date, deadline: Date | null, dates: { due_date: string | null; close_date: string | null }): SubmitTiming {
  if (pastWithGrace(now, at(dates.close_date))) return { accepted: false };
  const timedOut = pastWithGrace(now, deadline);
  const effectiveAt = timedOut ? deadline! : now;
  const late = latenessSeconds(effectiveAt, at(dates.due_date));
  return { accepted: true, timedOut, effectiveAt, lateSeconds: Math.max(0, Math.ceil(late)) };
}
