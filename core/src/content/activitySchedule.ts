import { SCORE_VISIBILITIES, SCORING_METHODS, type ActivityDescriptor, type ActivitySchedule, type ScoreVisibility, type ScoringMethod } from '@lms/contract/componentType.ts';
import type { LatePolicy } from '@lms/contract/grading/latePenalty.ts';

/** An ISO date-time with a time zone (the form the date fields' schemas accept); the day is checked against its month apart. */
const ISO_DATE_TIME = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3])(:?[0-5]\d)?)$/;

function dateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && day <= lastDay ? value : null;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2 ** 31 - 1;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function policyOf(value: unknown): LatePolicy | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { penalty, per, max } = value as Record<string, unknown>;
  if (!isNumber(penalty) || !isNumber(per) || !isNumber(max) || penalty < 0 || per <= 0 || max < 0) return null;
  return { penalty, per, max };
}

/**
 * The schedule of a type that describes none: the config's own top-level
 * fields of the same names; a value of the wrong shape counts as absent.
 * The gradebook migration (core/migrations/20261127200000_gradebook.ts)
 * backfilled existing activities by the same rules.
 */
export function standardSchedule(config: Record<string, unknown>): ActivitySchedule {
  return {
    open_date: dateOf(config.open_date),
    due_date: dateOf(config.due_date),
    close_date: dateOf(config.close_date),
    time_limit: isCount(config.time_limit) ? config.time_limit : 0,
    submission_attempts: isCount(config.submission_attempts) ? config.submission_attempts : 0,
    policy: policyOf(config.policy),
    graded: typeof config.graded === 'boolean' ? config.graded : true,
  };
}

/** What the ledger keeps of an activity's descriptor for a config: its schedule, score visibility and scoring method. */
export function describedActivity(
  descriptor: ActivityDescriptor<Record<string, unknown>>,
  config: Record<string, unknown>,
): { schedule: ActivitySchedule; scoreVisibility: ScoreVisibility; scoringMethod: ScoringMethod } {
  const scoreVisibility = descriptor.scoreVisibility ? descriptor.scoreVisibility(config) : 'immediately';
  const scoringMethod = descriptor.scoringMethod ? descriptor.scoringMethod(config) : 'highest';
  // A hook's answer the gradebook could not read is a bug in the plugin: refused before it is stored.
  if (!SCORE_VISIBILITIES.includes(scoreVisibility)) throw new Error(`activity.scoreVisibility answered ${JSON.stringify(scoreVisibility)}, not one of ${SCORE_VISIBILITIES.join(', ')}`);
  if (!SCORING_METHODS.includes(scoringMethod)) throw new Error(`activity.scoringMethod answered ${JSON.stringify(scoringMethod)}, not one of ${SCORING_METHODS.join(', ')}`);
  return { schedule: descriptor.schedule ? descriptor.schedule(config) : standardSchedule(config), scoreVisibility, scoringMethod };
}

const momentOf = (date: string | null) => (date === null ? null : new Date(date).getTime());

/**
 * Whether a new schedule changes what late work is marked down by: the due
 * date, the close date (by their moment) or the late policy. A save that does
 * rescores the attempts already recorded (issue 18: late policies re-applied).
 */
export function lateRulesMoved(before: ActivitySchedule, after: ActivitySchedule): boolean {
  return (
    momentOf(before.due_date) !== momentOf(after.due_date) ||
    momentOf(before.close_date) !== momentOf(after.close_date) ||
    JSON.stringify(before.policy) !== JSON.stringify(after.policy)
  );
}
