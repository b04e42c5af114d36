import { LmsError, type ActivityTracking, type Clock } from '@lms/sdk';
import type { ApiAlert } from '../../calls/alertCalls.ts';
import { alertsBetween, studentAlerts, type Alert, type DueItem, type ScoredItem } from '../../rules/alerts.ts';
import { alertWeekStart } from '../../rules/alertWeek.ts';
import type { ClassFacts, ClassFactsReader } from '../facts/ClassFacts.ts';

const WEEK_MS = 7 * 86_400_000;

/** What limits a class's alerts: a lesson's activities (null: the course's), nothing timed before `notBefore`. */
export interface AlertScope {
  lessonId: string | null;
  notBefore: Date | null;
}

/**
 * Finds the alerts of a class or one student (src/rules/alerts.ts) from the
 * class facts (each graded cell as the gradebook computes it, so "missed" is
 * the gradebook's 'Overdue': past the student's own due date with nothing
 * recorded) and tracking's last-seen moment. A fixed number of reads for any
 * class size: the class facts' reads plus one lastSeen for the course.
 */
export class AlertFinder {
  constructor(
    private readonly facts: ClassFactsReader,
    private readonly tracking: ActivityTracking,
    private readonly clock: Clock,
  ) {}

  /** This alert week's alerts and the prior week's (part 3 §9: the week starts Monday 08:01 UTC). */
  async classAlerts(courseId: string, scope: AlertScope): Promise<{ alerts: ApiAlert[]; prioralerts: ApiAlert[]; week_start: string; prior_week_start: string }> {
    const now = this.clock.now();
    const facts = await this.facts.read(courseId, { withScores: true });
    const all = await this.alertsOf(courseId, facts, now, scope.lessonId);
    const kept = scope.notBefore ? all.filter((alert) => alert.time >= scope.notBefore!.toISOString()) : all;
    const start = alertWeekStart(now);
    const priorStart = new Date(start.getTime() - WEEK_MS);
    return {
      alerts: alertsBetween(kept, start, new Date(start.getTime() + WEEK_MS)).map(toApi),
      prioralerts: alertsBetween(kept, priorStart, start).map(toApi),
      week_start: start.toISOString(),
      prior_week_start: priorStart.toISOString(),
    };
  }

  /** Every current alert of one student, newest first; not-found when they are not a student of the course. */
  async studentAlerts(courseId: string, studentId: string): Promise<{ alerts: ApiAlert[]; week_start: string }> {
    const now = this.clock.now();
    const facts = await this.facts.read(courseId, { withScores: true, userIds: [studentId] });
    if (facts.students.length === 0) throw new LmsError('not-found', 'This student is not enrolled in this course.');
    const alerts = await this.alertsOf(courseId, facts, now, null, [studentId]);
    return { alerts: alerts.map(toApi), week_start: alertWeekStart(now).toISOString() };
  }

  private async alertsOf(courseId: string, facts: ClassFacts, now: Date, lessonId: string | null, userIds?: readonly string[]): Promise<Alert[]> {
    // ClassFacts has caught tracking up already.
    const seen = await this.tracking.lastSeen(courseId, userIds);
    const lastSeen = new Map(seen.map((entry) => [entry.userId, entry.at]));
    const inLesson = facts.activities.map((activity) => lessonId === null || activity.lessonId === lessonId);
    const alerts: Alert[] = [];
    for (const student of facts.students) {
      const dueItems: DueItem[] = [];
      const scores: ScoredItem[] = [];
      facts.activities.forEach((activity, index) => {
        const cell = student.scores![index]!;
        if (!inLesson[index]) return;
        if (cell.label === 'Overdue' && activity.dueDate) {
          dueItems.push({ activityId: activity.id, title: activity.title, dueDate: activity.dueDate, submitted: false, excused: false });
        }
        if (cell.percent !== null && cell.completedAt) scores.push({ activityId: activity.id, title: activity.title, percent: cell.percent, at: cell.completedAt });
      });
      alerts.push(...studentAlerts({ userId: student.userId, name: student.name, dueItems, scores, lastSeen: lastSeen.get(student.userId) ?? null }, now));
    }
    return alerts.sort((a, b) => b.time.localeCompare(a.time));
  }
}

function toApi(alert: Alert): ApiAlert {
  return { user: alert.user, name: alert.name, reason: alert.reason, message: alert.message, time: alert.time, activity_id: alert.activityId, evidence: alert.evidence };
}
