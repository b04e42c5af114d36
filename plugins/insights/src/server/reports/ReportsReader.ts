import { LmsError, type Clock, type GradebookRecords } from '@lms/sdk';
import { computeStudentRow, type CellResult, type StudentTotals } from '@lms/sdk/gradebook';
import { cellInput, columnShownTo, readCourseColumns, readGradebookCourse, readStudentLedgers, type CourseColumns } from '@lms/sdk/gradebook/records';
import type { AssessmentFigures, PerformanceRow, StudentActivity, StudentSummary } from '../../calls/reportCalls.ts';
import type { ClassFactsReader } from '../facts/ClassFacts.ts';
import { roundScore } from '../../rules/rounding.ts';
import { figuresOf, weekOf } from '../../rules/figures.ts';
import { REPORT_ERRNOS } from './reportErrnos.ts';
import type { Tracking } from './tracking.ts';

const DAY_MS = 86_400_000;
/** The student deep dive's time on task covers this many weeks. */
export const DEEP_DIVE_WEEKS = 12;

interface ComputedRow {
  userId: string;
  name: string;
  cells: CellResult[];
  totals: StudentTotals;
}

interface CourseRows {
  columns: CourseColumns;
  rows: ComputedRow[];
}

const nameOf = (student: { firstname: string; lastname: string }) => `${student.firstname} ${student.lastname}`.trim();
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The deep dives and the performance report. Every score comes from the
 * gradebook's engine (@lms/sdk/gradebook) over the ledger, as the instructor's
 * gradebook shows it; time from coreServices.tracking (caught up first).
 */
export class ReportsReader {
  constructor(
    private readonly records: GradebookRecords,
    private readonly tracking: Tracking,
    private readonly clock: Clock,
    private readonly facts: Pick<ClassFactsReader, 'read'>,
  ) {}

  /** Every student's row of the course as the instructor's gradebook computes it. */
  private async courseRows(courseId: string, userIds?: readonly string[]): Promise<CourseRows> {
    const [course, allColumns, roster] = await Promise.all([
      readGradebookCourse(this.records, courseId),
      readCourseColumns(this.records, courseId),
      this.records.students(courseId, userIds ? { userIds, count: false } : { offset: 0, limit: null, count: false }),
    ]);
    if (!course) throw new LmsError('not-found');
    // The columns staff see in the gradebook, as the class facts read them.
    const columns = { ...allColumns, activities: allColumns.activities.filter((activity) => columnShownTo('staff', course, activity)) };
    const ledgers = await readStudentLedgers(this.records, courseId, roster.students.map((student) => student.id));
    const now = this.clock.now();
    const rows = roster.students.map((student) => {
      const ledger = ledgers.get(student.id)!;
      const row = computeStudentRow({
        activities: columns.activities,
        cells: columns.activities.map((activity) => cellInput(activity, ledger)),
        groups: columns.groups,
        settings: course.settings,
        finalOverride: ledger.finalOverride,
        now,
        viewer: 'staff',
      });
      return { userId: student.id, name: nameOf(student), cells: row.cells, totals: row.totals };
    });
    return { columns, rows };
  }

  private static percentsAt(rows: readonly ComputedRow[], index: number): number[] {
    return rows.map((row) => row.cells[index]!).filter((cell) => cell.percent !== null && !cell.states.includes('excused')).map((cell) => cell.percent!);
  }

  /** The course's assessments with their figures, in gradebook order. */
  async assessments(courseId: string): Promise<{ students: number; assessments: AssessmentFigures[] }> {
    const { columns, rows } = await this.courseRows(courseId);
    const assessments: AssessmentFigures[] = [];
    columns.activities.forEach((activity, index) => {
      if (activity.type !== 'assessment' || !activity.componentId) return;
      assessments.push({
        activity_id: activity.id,
        component_id: activity.componentId,
        title: activity.title,
        max_score: activity.maxScore,
        ...figuresOf(ReportsReader.percentsAt(rows, index)),
      });
    });
    return { students: rows.length, assessments };
  }

  /** One assessment (by its component id) with each student's percent. */
  async assessment(courseId: string, componentId: string): Promise<{ students: number; assessment: AssessmentFigures; percents: number[] }> {
    const { columns, rows } = await this.courseRows(courseId);
    const index = columns.activities.findIndex((activity) => activity.componentId === componentId && activity.type === 'assessment');
    if (index < 0) throw LmsError.declared(REPORT_ERRNOS, 'insights-assessment-not-found');
    const activity = columns.activities[index]!;
    const percents = ReportsReader.percentsAt(rows, index).sort((a, b) => a - b);
    return {
      students: rows.length,
      assessment: { activity_id: activity.id, component_id: componentId, title: activity.title, max_score: activity.maxScore, ...figuresOf(percents) },
      percents,
    };
  }

  /** Per graded activity, then per rollup group (the group's percent of each student, by the engine). */
  async performance(courseId: string): Promise<{ students: number; rows: PerformanceRow[] }> {
    const { columns, rows } = await this.courseRows(courseId);
    const groupTitle = new Map(columns.groups.map((group) => [group.id, group.title]));
    const report: PerformanceRow[] = [];
    columns.activities.forEach((activity, index) => {
      if (!activity.graded) return;
      report.push({
        id: activity.id,
        title: activity.title,
        kind: 'activity',
        type: activity.type,
        group: activity.rollupId ? (groupTitle.get(activity.rollupId) ?? null) : null,
        ...figuresOf(ReportsReader.percentsAt(rows, index)),
      });
    });
    columns.groups.forEach((group, index) => {
      const percents = rows.map((row) => row.totals.groups[index]?.percent ?? null).filter((percent): percent is number => percent !== null);
      report.push({ id: group.id, title: group.title, kind: 'group', type: 'rollup', group: null, ...figuresOf(percents) });
    });
    return { students: rows.length, rows: report };
  }

  /**
   * The students by name with their course total and engagement verdict (the
   * class facts: the same numbers as the dashboard), minutes on task over
   * the past two weeks and last seen.
   */
  async students(courseId: string): Promise<StudentSummary[]> {
    const facts = await this.facts.read(courseId);
    const seen = await this.tracking.lastSeen(courseId, facts.students.map((student) => student.userId));
    const seenBy = new Map(seen.map((last) => [last.userId, last.at]));
    return facts.students.map((student) => ({
      user_id: student.userId,
      name: student.name,
      percent: student.percent === null ? null : roundScore(student.percent),
      engagement: student.engagement.class,
      engagement_explanation: student.engagement.explanation,
      minutes_past_week: Math.round(student.minutesPastWeek),
      minutes_prior_week: Math.round(student.minutesPriorWeek),
      last_seen: seenBy.get(student.userId)?.toISOString() ?? null,
    }));
  }

  /** One student's activities (scores and attempts as the gradebook counts them) and minutes per week. */
  async student(courseId: string, studentId: string) {
    if (!(await this.records.isStudent(courseId, studentId))) throw LmsError.declared(REPORT_ERRNOS, 'insights-student-not-found');
    const { columns, rows } = await this.courseRows(courseId, [studentId]);
    const row = rows[0]!;
    const ledger = await this.records.studentLedgers(courseId, [studentId]);
    const lastSubmitted = new Map<string, Date>();
    for (const attempt of ledger.attempts) {
      const known = lastSubmitted.get(attempt.activityId);
      if (!known || known < attempt.submittedAt) lastSubmitted.set(attempt.activityId, attempt.submittedAt);
    }
    const activities: StudentActivity[] = columns.activities.map((activity, index) => {
      const cell = row.cells[index]!;
      return {
        activity_id: activity.id,
        component_id: activity.componentId,
        title: activity.title,
        type: activity.type,
        score: cell.score,
        max_score: cell.maxScore ?? activity.maxScore,
        percent: cell.percent === null ? null : Math.round(cell.percent),
        attempts: cell.attempts,
        last_submitted: lastSubmitted.get(activity.id)?.toISOString() ?? null,
        excused: cell.states.includes('excused'),
      };
    });
    await this.tracking.catchUp();
    const now = this.clock.now();
    const thisWeek = weekOf(day(now));
    const firstWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (DEEP_DIVE_WEEKS - 1) * 7 * DAY_MS);
    const range = { from: day(firstWeek), to: day(new Date(Date.parse(`${day(now)}T00:00:00Z`) + DAY_MS)) };
    const [daily, seen, facts] = await Promise.all([
      this.tracking.dailyActivity(courseId, range, studentId),
      this.tracking.lastSeen(courseId, [studentId]),
      this.facts.read(courseId, { userIds: [studentId] }),
    ]);
    const fact = facts.students[0]!;
    const seconds = new Map<string, number>();
    for (let week = 0; week < DEEP_DIVE_WEEKS; week += 1) seconds.set(day(new Date(firstWeek.getTime() + week * 7 * DAY_MS)), 0);
    for (const entry of daily) {
      const week = weekOf(entry.day);
      seconds.set(week, (seconds.get(week) ?? 0) + entry.seconds);
    }
    return {
      student: {
        user_id: studentId,
        name: row.name,
        last_seen: seen[0]?.at.toISOString() ?? null,
        percent: fact.percent === null ? null : roundScore(fact.percent),
        engagement: fact.engagement.class,
        engagement_explanation: fact.engagement.explanation,
      },
      activities,
      weeks: [...seconds].map(([week, total]) => ({ week, minutes: Math.round(total / 60) })),
    };
  }
}
