import { describe, expect, it } from 'vitest';
import {
  alertsBetween,
  FALLING_SCORE_DROP_POINTS,
  fallingScoreAlert,
  inactivityAlert,
  INACTIVE_AFTER_DAYS,
  missedDueDateAlerts,
  studentAlerts,
  type StudentAlertInput,
} from '../../src/rules/alerts.ts';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const base: StudentAlertInput = { userId: 'u1', name: 'Ann Lee', dueItems: [], scores: [], lastSeen: ago(1) };

describe('missed due dates', () => {
  it('fires for a passed due date without a submission, with its evidence', () => {
    const alerts = missedDueDateAlerts({ ...base, dueItems: [{ activityId: 'a1', title: 'Quiz 1', dueDate: ago(3), submitted: false, excused: false }] }, now);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ user: 'u1', reason: 'missed-due-date', message: 'Ann Lee missed the due date of Quiz 1.', time: ago(3).toISOString(), activityId: 'a1' });
    expect(alerts[0]!.evidence.numbers).toEqual({ due_date: ago(3).toISOString(), submissions: 0, days_overdue: 3 });
  });
  it('does not fire when submitted, excused, or the due date is still ahead (or exactly now)', () => {
    const dueItems = [
      { activityId: 'a1', title: 'Q', dueDate: ago(3), submitted: true, excused: false },
      { activityId: 'a2', title: 'Q', dueDate: ago(3), submitted: false, excused: true },
      { activityId: 'a3', title: 'Q', dueDate: now, submitted: false, excused: false },
      { activityId: 'a4', title: 'Q', dueDate: ago(-1), submitted: false, excused: false },
    ];
    expect(missedDueDateAlerts({ ...base, dueItems }, now)).toEqual([]);
  });
});

describe('falling score', () => {
  const scores = (latest: number, earlier: number[]) => [
    ...earlier.map((percent, index) => ({ activityId: `e${index}`, title: `E${index}`, percent, at: ago(10 - index) })),
    { activityId: 'last', title: 'Quiz 3', percent: latest, at: ago(1) },
  ];
  it('fires at exactly the drop threshold and names the numbers', () => {
    const alert = fallingScoreAlert({ ...base, scores: scores(80 - FALLING_SCORE_DROP_POINTS, [80, 80]) });
    expect(alert).toMatchObject({ reason: 'falling-score', activityId: 'last', time: ago(1).toISOString() });
    expect(alert!.evidence.numbers).toEqual({ latest_percent: 65, earlier_average: 80, earlier_scores: 2, drop_points: 15 });
    expect(alert!.message).toBe('Ann Lee scored 65% on Quiz 3, 15 points under their average of 80%.');
  });
  it('does not fire just under the threshold', () => {
    expect(fallingScoreAlert({ ...base, scores: scores(65.1, [80, 80]) })).toBeNull();
  });
  it('needs two earlier scores', () => {
    expect(fallingScoreAlert({ ...base, scores: scores(10, [90]) })).toBeNull();
  });
  it('takes the latest by time, whatever the order given', () => {
    const given = scores(40, [90, 90]).reverse();
    expect(fallingScoreAlert({ ...base, scores: given })?.activityId).toBe('last');
  });
});

describe('inactivity', () => {
  it(`fires at exactly ${INACTIVE_AFTER_DAYS} days, timed when the threshold was crossed`, () => {
    const alert = inactivityAlert({ ...base, lastSeen: ago(INACTIVE_AFTER_DAYS) }, now);
    expect(alert).toMatchObject({ reason: 'inactivity', time: now.toISOString() });
    expect(alert!.evidence.numbers).toEqual({ last_seen: ago(7).toISOString(), days_inactive: 7 });
    const later = inactivityAlert({ ...base, lastSeen: ago(10) }, now);
    expect(later!.time).toBe(ago(3).toISOString());
    expect(later!.message).toBe('Ann Lee has not been active in the course for 10 days.');
  });
  it('does not fire a second before the threshold', () => {
    expect(inactivityAlert({ ...base, lastSeen: new Date(ago(INACTIVE_AFTER_DAYS).getTime() + 1000) }, now)).toBeNull();
  });
  it('fires for a student with no activity recorded, as of now', () => {
    expect(inactivityAlert({ ...base, lastSeen: null }, now)).toMatchObject({ time: now.toISOString(), evidence: { numbers: { last_seen: null } } });
  });
});

describe('a student\'s alerts', () => {
  it('are newest first and split into weeks by time', () => {
    const alerts = studentAlerts(
      { ...base, lastSeen: ago(9), dueItems: [{ activityId: 'a1', title: 'Quiz 1', dueDate: ago(5), submitted: false, excused: false }] },
      now,
    );
    expect(alerts.map((alert) => alert.reason)).toEqual(['inactivity', 'missed-due-date']);
    expect(alertsBetween(alerts, ago(1), now)).toHaveLength(0);
    expect(alertsBetween(alerts, ago(5), ago(1))).toHaveLength(2);
    expect(alertsBetween(alerts, ago(5), ago(2))).toHaveLength(1);
  });
});
