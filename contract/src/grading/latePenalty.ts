/** Part 2 §9, part 3 §9 "Penalty periods": hour 3600, day 86400, week 604800. */
export const HOUR = 3600;
export const DAY = 86400;
export const WEEK = 604800;

/** The late policy of an activity (part 2 §3 `policy`): a percentage taken per period late, up to a maximum percentage. */
export interface LatePolicy {
  penalty: number;
  per: number;
  max: number;
}

/** Part 1 §9, part 2 §9: "Per 3600 is hour, 86400 is day, otherwise week." */
export function penaltyPeriod(per: number): number {
  if (per === HOUR) return HOUR;
  return per === DAY ? DAY : WEEK;
}

/**
 * The percentage deducted for work `latenessSeconds` late: penalty times
 * ceil(lateness / period), at most max (part 1 §9). Work that is not late
 * (zero or less) loses nothing. Kept within 0 to 100 so a policy written
 * outside the save rules can never give a negative score.
 */
export function penaltyPercent(policy: LatePolicy, latenessSeconds: number): number {
  if (!(latenessSeconds > 0)) return 0;
  const percent = Math.min(policy.penalty * Math.ceil(latenessSeconds / penaltyPeriod(policy.per)), policy.max);
  return Math.min(100, Math.max(0, percent));
}

/**
 * Part 1 §9 "Late-penalty formula": score times (100 minus min(penalty times
 * ceil(lateness seconds / per), max)) divided by 100. The one function every
 * late deduction of every gradable plugin goes through, in `@lms/sdk/rules`
 * (the ceil reading: plugins/assessment/README.md "Late penalty").
 */
export function latePenalty(score: number, policy: LatePolicy, latenessSeconds: number): number {
  return (score * (100 - penaltyPercent(policy, latenessSeconds))) / 100;
}

/** How late work submitted at `submittedAt` is for `dueDate`, in seconds (0 or less when on time; 0 with no due date). */
export function latenessSeconds(submittedAt: Date, dueDate: Date | null): number {
  return dueDate === null ? 0 : (submittedAt.getTime() - dueDate.getTime()) / 1000;
}
