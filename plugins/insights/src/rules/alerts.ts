/**
 * Alerts (issue 21 item 3; part 3 §3 Alert: user, reason, message, time).
 * Pure: the caller reads the student's due dates, scores and last activity and
 * passes them in. Every alert carries its evidence: the rule that fired and the
 * numbers it used, so a reader can check it (no opaque risk score).
 */

/**
 * Inactivity: no tracked activity for 7 days. The spec's disengagement rule
 * looks at the past week (under 30 min is disengaged); a whole week with no
 * activity at all is the clearest case of it and one a teacher can act on.
 */
export const INACTIVE_AFTER_DAYS = 7;
/**
 * Falling score: the latest score is at least 15 percentage points under the
 * student's average of their earlier scores. 15 points is one and a half
 * histogram buckets (part 3 §9: buckets of 10%): a move across a bucket
 * boundary alone (e.g. 71 -> 69) is noise, a drop of 15 is a real change.
 */
export const FALLING_SCORE_DROP_POINTS = 15;
/** Falling score needs at least 2 earlier scores: one earlier score is no average to fall from. */
export const FALLING_SCORE_MIN_EARLIER = 2;

const DAY_MS = 86_400_000;

export const ALERT_REASONS = ['missed-due-date', 'falling-score', 'inactivity'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/** The numbers an alert stands on. */
export interface AlertEvidence {
  /** The rule that fired, in words with its threshold. */
  rule: string;
  /** Named numbers (dates as ISO strings). */
  numbers: Record<string, number | string | null>;
}

export interface Alert {
  /** The student's user id. */
  user: string;
  /** The student's name. */
  name: string;
  reason: AlertReason;
  message: string;
  /** When the alert became true (ISO date-time). */
  time: string;
  /** The activity it is about (missed due date, falling score); null for inactivity. */
  activityId: string | null;
  evidence: AlertEvidence;
}

export interface DueItem {
  activityId: string;
  title: string;
  /** The student's due date (their own schedule's, else the activity's). */
  dueDate: Date;
  /** Any attempt recorded for it. */
  submitted: boolean;
  /** Excused by the instructor: never missed. */
  excused: boolean;
}

export interface ScoredItem {
  activityId: string;
  title: string;
  /** 0-100. */
  percent: number;
  /** When it was submitted. */
  at: Date;
}

export interface StudentAlertInput {
  userId: string;
  name: string;
  dueItems: readonly DueItem[];
  /** Scored work, any order. */
  scores: readonly ScoredItem[];
  /** The newest tracked moment in the course; null when none is recorded. */
  lastSeen: Date | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A graded item whose due date has passed with no attempt and no excusal. */
export function missedDueDateAlerts(input: StudentAlertInput, now: Date): Alert[] {
  return input.dueItems
    .filter((item) => !item.submitted && !item.excused && item.dueDate.getTime() < now.getTime())
    .map((item) => ({
      user: input.userId,
      name: input.name,
      reason: 'missed-due-date' as const,
      message: `${input.name} missed the due date of ${item.title}.`,
      time: item.dueDate.toISOString(),
      activityId: item.activityId,
      evidence: {
        rule: 'Missed due date: the due date has passed with no submission (and no excusal).',
        numbers: { due_date: item.dueDate.toISOString(), submissions: 0, days_overdue: Math.floor((now.getTime() - item.dueDate.getTime()) / DAY_MS) },
      },
    }));
}

/** The latest score at least FALLING_SCORE_DROP_POINTS under the average of at least FALLING_SCORE_MIN_EARLIER earlier ones. */
export function fallingScoreAlert(input: StudentAlertInput): Alert | null {
  const ordered = [...input.scores].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (ordered.length < FALLING_SCORE_MIN_EARLIER + 1) return null;
  const latest = ordered[ordered.length - 1]!;
  const earlier = ordered.slice(0, -1);
  const average = earlier.reduce((sum, item) => sum + item.percent, 0) / earlier.length;
  const drop = average - latest.percent;
  if (drop < FALLING_SCORE_DROP_POINTS) return null;
  return {
    user: input.userId,
    name: input.name,
    reason: 'falling-score',
    message: `${input.name} scored ${Math.round(latest.percent)}% on ${latest.title}, ${Math.round(drop)} points under their average of ${Math.round(average)}%.`,
    time: latest.at.toISOString(),
    activityId: latest.activityId,
    evidence: {
      rule: `Falling score: the latest score is at least ${FALLING_SCORE_DROP_POINTS} points under the average of at least ${FALLING_SCORE_MIN_EARLIER} earlier scores.`,
      numbers: { latest_percent: round1(latest.percent), earlier_average: round1(average), earlier_scores: earlier.length, drop_points: round1(drop) },
    },
  };
}

/** No tracked activity for INACTIVE_AFTER_DAYS days; a student with none recorded ever is inactive as of `now`. */
export function inactivityAlert(input: StudentAlertInput, now: Date): Alert | null {
  const rule = `Inactivity: no activity in the course for ${INACTIVE_AFTER_DAYS} days or more.`;
  if (input.lastSeen === null) {
    return {
      user: input.userId,
      name: input.name,
      reason: 'inactivity',
      message: `${input.name} has no recorded activity in the course.`,
      time: now.toISOString(),
      activityId: null,
      evidence: { rule, numbers: { last_seen: null, days_inactive: null } },
    };
  }
  const since = now.getTime() - input.lastSeen.getTime();
  if (since < INACTIVE_AFTER_DAYS * DAY_MS) return null;
  const days = Math.floor(since / DAY_MS);
  return {
    user: input.userId,
    name: input.name,
    reason: 'inactivity',
    message: `${input.name} has not been active in the course for ${days} days.`,
    // The moment the threshold was crossed, so the alert falls in the week it became true.
    time: new Date(input.lastSeen.getTime() + INACTIVE_AFTER_DAYS * DAY_MS).toISOString(),
    activityId: null,
    evidence: { rule, numbers: { last_seen: input.lastSeen.toISOString(), days_inactive: days } },
  };
}

/**
 * Newest first. Times are `toISOString()` strings, all of one length and layout, so code-unit order is time order
 * (and the order localeCompare gave, at a fraction of its cost over a class's thousands of alerts).
 */
export const newestFirst = (a: Alert, b: Alert): number => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0);

/**
 * Every alert of one student, newest first. `falling`: the student's falling-score alert when the caller has it
 * already (it depends on the scores alone, so a caller that keeps the scores keeps it too).
 */
export function studentAlerts(input: StudentAlertInput, now: Date, falling: Alert | null = fallingScoreAlert(input)): Alert[] {
  const alerts = [...missedDueDateAlerts(input, now), falling, inactivityAlert(input, now)].filter((alert): alert is Alert => alert !== null);
  return alerts.sort(newestFirst);
}

/** Alerts whose time falls in [from, to). */
export function alertsBetween(alerts: readonly Alert[], from: Date, to: Date): Alert[] {
  const start = from.toISOString();
  const end = to.toISOString();
  return alerts.filter((alert) => alert.time >= start && alert.time < end);
}
