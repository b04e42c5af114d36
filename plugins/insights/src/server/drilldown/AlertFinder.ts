import { LmsError, type ActivityTracking, type Clock } from '@lms/sdk';
import type { ApiAlert } from '../../calls/alertCalls.ts';
import { alertsBetween, fallingScoreAlert, newestFirst, studentAlerts, type Alert, type DueItem, type ScoredItem } from '../../rules/alerts.ts';
import { alertWeekStart } from '../../rules/alertWeek.ts';
import type { ActivityScore, ClassFacts, ClassFactsReader, StudentFacts } from '../facts/ClassFacts.ts';

/** What the alert rules take from one student's cells, and the columns and name they were taken with. */
interface CellAlertInputs {
  activities: ClassFacts['activities'];
  name: string;
  dueItems: DueItem[];
  scores: ScoredItem[];
  falling: Alert | null;
}

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
  /** Per student's cells array, per lesson (null: the course): see #fromCells. */
  readonly #cellInputs = new WeakMap<readonly ActivityScore[], Map<string | null, CellAlertInputs>>();

  constructor(
    private readonly facts: ClassFactsReader,
    private readonly tracking: ActivityTracking,
    private readonly clock: Clock,
  ) {}

  /** This alert week's alerts and the prior week's (part 3 §9: the week starts Monday 08:01 UTC). */
  async classAlerts(courseId: string, scope: AlertScope): Promise<{ alerts: ApiAlert[]; prioralerts: ApiAlert[]; week_start: string; prior_week_start: string }> {
    const now = this.clock.now();
    const facts = await this.facts.read(courseId, { withScores: true });
    const start = alertWeekStart(now);
    const priorStart = new Date(start.getTime() - WEEK_MS);
    // Only the two weeks' due dates become alerts (a term's missed due dates are thousands, and the answer keeps two weeks).
    const dueFrom = Math.max(priorStart.getTime(), scope.notBefore?.getTime() ?? -Infinity);
    const all = await this.alertsOf(courseId, facts, now, scope.lessonId, undefined, { from: dueFrom, to: start.getTime() + WEEK_MS });
    const kept = scope.notBefore ? all.filter((alert) => alert.time >= scope.notBefore!.toISOString()) : all;
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

  /** `dueWithin`: only due dates in [from, to) (epoch ms) make missed-due-date alerts; all when absent. */
  private async alertsOf(courseId: string, facts: ClassFacts, now: Date, lessonId: string | null, userIds?: readonly string[], dueWithin?: { from: number; to: number }): Promise<Alert[]> {
    // ClassFacts has caught tracking up already.
    const seen = await this.tracking.lastSeen(courseId, userIds);
    const lastSeen = new Map(seen.map((entry) => [entry.userId, entry.at]));
    const alerts: Alert[] = [];
    for (const student of facts.students) {
      const { dueItems: due, scores, falling } = this.#fromCells(facts, student, lessonId);
      const dueItems = dueWithin ? due.filter((item) => item.dueDate.getTime() >= dueWithin.from && item.dueDate.getTime() < dueWithin.to) : due;
      alerts.push(...studentAlerts({ userId: student.userId, name: student.name, dueItems, scores, lastSeen: lastSeen.get(student.userId) ?? null }, now, falling));
    }
    return alerts.sort(newestFirst);
  }

  /**
   * What the alert rules take from a student's cells (in the lesson, or all), with the falling-score alert they make.
   * A pure function of the cells, the columns and the student's name, kept per cells array: while the class's grades
   * are kept (ClassFacts "Class totals kept between requests") the same array comes back, with the same columns and
   * name (both among the inputs compared), so a dashboard load does not walk 90,000 cells again; new grades bring new arrays.
   */
  #fromCells(facts: ClassFacts, student: StudentFacts, lessonId: string | null): CellAlertInputs {
    const cells = student.scores!;
    const byLesson = this.#cellInputs.get(cells) ?? new Map<string | null, CellAlertInputs>();
    this.#cellInputs.set(cells, byLesson);
    const known = byLesson.get(lessonId);
    if (known && known.activities === facts.activities && known.name === student.name) return known;
    const dueItems: DueItem[] = [];
    const scores: ScoredItem[] = [];
    facts.activities.forEach((activity, index) => {
      const cell = cells[index]!;
      if (lessonId !== null && activity.lessonId !== lessonId) return;
      if (cell.label === 'Overdue' && activity.dueDate) {
        dueItems.push({ activityId: activity.id, title: activity.title, dueDate: activity.dueDate, submitted: false, excused: false });
      }
      if (cell.percent !== null && cell.completedAt) scores.push({ activityId: activity.id, title: activity.title, percent: cell.percent, at: cell.completedAt });
    });
    const inputs = { activities: facts.activities, name: student.name, dueItems, scores, falling: fallingScoreAlert({ userId: student.userId, name: student.name, dueItems, scores, lastSeen: null }) };
    byLesson.set(lessonId, inputs);
    return inputs;
  }
}

function toApi(alert: Alert): ApiAlert {
  return { user: alert.user, name: alert.name, reason: alert.reason, message: alert.message, time: alert.time, activity_id: alert.activityId, evidence: alert.evidence };
}
