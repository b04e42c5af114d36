import { defineCall, Type, type Static } from '@lms/sdk/calls';
import { ALERT_REASONS } from '../rules/alerts.ts';

/**
 * Alerts (part 3 §3 Alert: user, reason, message, time; §7 GET stats/alerts)
 * with their evidence: the rule that fired and its numbers (src/rules/alerts.ts).
 * The week is the alert week of part 3 §9 (starting Monday 08:01 UTC,
 * src/rules/alertWeek.ts).
 */

export const AlertSchema = Type.Object({
  /** The student's user id. */
  user: Type.String(),
  name: Type.String(),
  reason: Type.Union(ALERT_REASONS.map((reason) => Type.Literal(reason))),
  message: Type.String(),
  /** ISO date-time: when the alert became true. */
  time: Type.String(),
  activity_id: Type.Union([Type.String(), Type.Null()]),
  evidence: Type.Object({
    rule: Type.String(),
    numbers: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Null()])),
  }),
});
export type ApiAlert = Static<typeof AlertSchema>;

/**
 * {openDate}: 'YYYY-MM-DD' (the course's open date): alerts timed before it are
 * left out. {place}: 'course' for every alert, or a lesson id: missed due dates
 * and falling scores of that lesson's activities (inactivity is course-wide and
 * always listed).
 */
export const getAlerts = defineCall({
  method: 'GET',
  path: 'stats/alerts/:courseId/:openDate/:place',
  summary: "The class's alerts of this alert week (since the latest Monday 08:01 UTC) and of the week before, newest first, each with its evidence.",
  answer: Type.Object({
    alerts: Type.Array(AlertSchema),
    prioralerts: Type.Array(AlertSchema),
    /** ISO date-times of the weeks' starts. */
    week_start: Type.String(),
    prior_week_start: Type.String(),
  }),
});

export const getStudentAlerts = defineCall({
  method: 'GET',
  path: 'drilldown/alerts/:courseId/:studentId',
  summary: "Every current alert of one student (a professor of the course, or the student themself), newest first, each with its evidence.",
  answer: Type.Object({ alerts: Type.Array(AlertSchema), week_start: Type.String() }),
});

/** Titles the screens show for each reason. */
export const ALERT_REASON_LABELS: Record<(typeof ALERT_REASONS)[number], string> = {
  'missed-due-date': 'Missed due date',
  'falling-score': 'Falling score',
  inactivity: 'Inactivity',
};
