/**
 * Part 3 §9 "Engagement and analytics", in one function: every class the
 * dashboard, drilldown and insights show comes from `classifyEngagement`,
 * with the rule that fired and the numbers it used (issue 21 item 3).
 */

/** Struggling: active with an average score under 70%; on track: over 70%. */
export const STRUGGLING_BELOW_PERCENT = 70;
/** Disengaged: under 30 minutes in the past week... */
export const DISENGAGED_PAST_WEEK_MINUTES = 30;
/** ...or under 60 minutes in the past two weeks. */
export const DISENGAGED_TWO_WEEKS_MINUTES = 60;
/** Active: at least 30 minutes in each of the last 2 weeks. */
export const ACTIVE_WEEKLY_MINUTES = 30;

export type EngagementClass = 'engaged' | 'struggling' | 'disengaged';

/** The rule that decided a class. */
export type EngagementRule = 'disengaged-past-week' | 'disengaged-two-weeks' | 'struggling-score' | 'engaged';

export interface EngagementFacts {
  /** Minutes on task in the past 7 days. */
  minutesPastWeek: number;
  /** Minutes on task in the 7 days before those. */
  minutesPriorWeek: number;
  /** The student's average score in percent; null when nothing is scored yet. */
  averagePercent: number | null;
}

export interface EngagementVerdict {
  class: EngagementClass;
  rule: EngagementRule;
  /** At least 30 minutes in each of the last 2 weeks. */
  active: boolean;
  /** The sentence a reader sees as the evidence: the rule and the numbers. */
  explanation: string;
  facts: EngagementFacts;
}

/**
 * A number as the evidence shows it: to 2 decimals at most, never rounded
 * across a threshold (29.6 minutes is '29.6 min', not '30 min under 30 min';
 * 69.6% is '69.6%', not '70%, under 70%').
 */
const shown = (value: number) => String(Number(value.toFixed(2)));
const minutes = (value: number) => `${shown(value)} min`;

export function isActive(facts: EngagementFacts): boolean {
  return facts.minutesPastWeek >= ACTIVE_WEEKLY_MINUTES && facts.minutesPriorWeek >= ACTIVE_WEEKLY_MINUTES;
}

/**
 * Disengaged first (time on task), then struggling (a score under 70% while
 * not disengaged), else engaged. A student with no score yet is judged on
 * time alone. Exactly 70% is not under 70%: not struggling.
 *
 * The spec's "struggling means active with an average under 70%" leaves a gap:
 * a student with >= 30 min this week and >= 60 min in two weeks but < 30 min
 * the week before is neither disengaged nor "active" (>= 30 min in each week).
 * They are judged on their score like an active student (calling a student at
 * 40% "engaged" would hide them); their explanation says 'working', not
 * 'active', and `active` says which it was.
 */
export function classifyEngagement(facts: EngagementFacts): EngagementVerdict {
  const active = isActive(facts);
  const twoWeeks = facts.minutesPastWeek + facts.minutesPriorWeek;
  if (facts.minutesPastWeek < DISENGAGED_PAST_WEEK_MINUTES) {
    return {
      class: 'disengaged',
      rule: 'disengaged-past-week',
      active,
      explanation: `Disengaged: ${minutes(facts.minutesPastWeek)} in the past week, under ${DISENGAGED_PAST_WEEK_MINUTES} min.`,
      facts,
    };
  }
  if (twoWeeks < DISENGAGED_TWO_WEEKS_MINUTES) {
    return {
      class: 'disengaged',
      rule: 'disengaged-two-weeks',
      active,
      explanation: `Disengaged: ${minutes(twoWeeks)} in the past two weeks, under ${DISENGAGED_TWO_WEEKS_MINUTES} min.`,
      facts,
    };
  }
  if (facts.averagePercent !== null && facts.averagePercent < STRUGGLING_BELOW_PERCENT) {
    return {
      class: 'struggling',
      rule: 'struggling-score',
      active,
      explanation: `Struggling: ${active ? 'active' : 'working'} (${minutes(facts.minutesPastWeek)} this week, ${minutes(facts.minutesPriorWeek)} the week before) with an average of ${shown(facts.averagePercent)}%, under ${STRUGGLING_BELOW_PERCENT}%.`,
      facts,
    };
  }
  const score = facts.averagePercent === null ? 'no score yet' : `an average of ${shown(facts.averagePercent)}%`;
  return {
    class: 'engaged',
    rule: 'engaged',
    active,
    explanation: `Engaged: ${minutes(facts.minutesPastWeek)} this week, ${minutes(facts.minutesPriorWeek)} the week before, ${score}.`,
    facts,
  };
}

export interface EngagementSummary {
  engaged: number;
  struggling: number;
  disengaged: number;
  /** The percent of students engaged, rounded to an integer (0 with no students). */
  percent: number;
}

/** The counts of each class (part 3 §3 "Engagement": struggling, disengaged, engaged, percent). */
export function summariseEngagement(verdicts: readonly Pick<EngagementVerdict, 'class'>[]): EngagementSummary {
  const summary = { engaged: 0, struggling: 0, disengaged: 0 };
  for (const verdict of verdicts) summary[verdict.class] += 1;
  const percent = verdicts.length === 0 ? 0 : Math.round((summary.engaged * 100) / verdicts.length);
  return { ...summary, percent };
}
