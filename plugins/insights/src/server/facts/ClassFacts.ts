import { lastDays, LmsError, type ActivityTracking, type Clock, type DayRange, type GradebookRecords, type StudentActivityTotals, type StudentRecord } from '@lms/sdk';
import { computeStudentRow, type GradebookActivity, type MessageLabel, type StudentTotals } from '@lms/sdk/gradebook';
import { cellInput, columnShownTo, readCourseColumns, readGradebookCourse, readStudentLedgers, type CourseColumns, type GradebookCourse, type StudentLedger } from '@lms/sdk/gradebook/records';
import { classifyEngagement, type EngagementVerdict } from '../../rules/engagement.ts';
import { KeptClassGrades } from './KeptClassGrades.ts';
import { nextDateAfter } from './nextDateAfter.ts';
import { SingleFlight } from './singleFlight.ts';

/**
 * Class facts (issue 21, room B): for each student of a course, the course
 * total as the gradebook shows it to staff, the minutes on task in the past
 * week and the week before, and the engagement verdict those numbers make.
 * Every dashboard, tile, drilldown and insight that speaks of a student's
 * score or engagement reads it here, so they all agree with the gradebook and
 * with one another.
 *
 * Cost: a fixed number of reads whatever the class size: the course, its
 * columns and rollup groups, the roster (or the named students), their
 * ledgers in one set-based read, and two tracking reads (past week, prior
 * week); the engine then computes each row in memory.
 */

/** One activity's cell for one student, as the gradebook computed it (staff view). */
export interface ActivityScore {
  activityId: string;
  /** The score that counts; null when none. */
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  label: MessageLabel;
  /** Counts in the course total (graded, not excused or dropped, scored or past its close date). */
  counts: boolean;
  /** When the counted attempt was submitted; null when none. */
  completedAt: Date | null;
}

export interface StudentFacts {
  userId: string;
  /** 'First Last', as the gradebook names students. */
  name: string;
  firstname: string;
  lastname: string;
  /** The course total in percent (2 decimals) as the gradebook computes it; null when nothing counts yet. */
  percent: number | null;
  /** Points of the counted cells and their max (null when nothing counts). */
  score: number | null;
  maxScore: number | null;
  /** Minutes on task (tracking's activity windows) in the past 7 UTC days, today included. */
  minutesPastWeek: number;
  /** Minutes on task in the 7 UTC days before those. */
  minutesPriorWeek: number;
  /** classifyEngagement over the minutes and `percent`: the class, the rule that fired and its numbers. */
  engagement: EngagementVerdict;
  /** Each graded column's cell, aligned with ClassFacts.activities; only when asked for (`withScores`). */
  scores?: ActivityScore[];
}

export interface ClassFactsOptions {
  /** Only these students (those of them enrolled as students); default: the whole class. */
  userIds?: readonly string[];
  /**
   * true (default): the total as the gradebook makes it, weighted by rollup
   * groups when every counted group has a weight (and each group's drop-lowest
   * applies); false: the rollup groups are ignored, the total is points over
   * max points of every counted activity (a plain average of the class's work).
   */
  allowRollup?: boolean;
  /** Include each student's per-activity cells (`StudentFacts.scores`). */
  withScores?: boolean;
}

export interface ClassFacts {
  course: GradebookCourse;
  /** The graded columns in gradebook order (what `scores` is aligned with). */
  activities: GradebookActivity[];
  /** The day ranges the minutes were read over. */
  weeks: { past: DayRange; prior: DayRange };
  /** In roster order (last name, first name). */
  students: StudentFacts[];
  computedAt: Date;
}

const minutesOf = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** The past week (the 7 UTC days ending today) and the 7 days before it. */
export function engagementWeeks(now: Date): { past: DayRange; prior: DayRange } {
  const past = lastDays(now, 7);
  const twoWeeks = lastDays(now, 14);
  return { past, prior: { from: twoWeeks.from, to: past.from } };
}

/** A course's gradebook as the class facts read it: the course, its columns, the students and their ledgers. */
export interface ClassLedger {
  course: GradebookCourse;
  columns: CourseColumns;
  /** In roster order (last name, first name). */
  students: StudentRecord[];
  ledgers: Map<string, StudentLedger>;
}

/** A class's (or some students') grades as the engine computed them, before minutes join them: what is kept between requests. */
interface ClassGrades {
  course: GradebookCourse;
  /** The graded columns in gradebook order. */
  activities: GradebookActivity[];
  students: StudentRecord[];
  /** Aligned with `students`. */
  rows: { totals: StudentTotals; scores: ActivityScore[] }[];
}

/** What the kept class grades may weigh in all, in cells (students x graded columns): about 100 bytes a cell, so some 50 MB. */
const KEPT_CELLS = 500_000;

export class ClassFactsReader {
  /** Whole-class reads asked for at once (the dashboard's tiles) are read and computed once. */
  readonly #shared = new SingleFlight();
  /** Whole classes' grades kept between requests while their ledger version and inputs hold (KeptClassGrades.ts). */
  readonly #kept: KeptClassGrades<ClassGrades>;

  constructor(
    private readonly records: GradebookRecords,
    private readonly tracking: ActivityTracking,
    private readonly clock: Clock,
    keptCells = KEPT_CELLS,
  ) {
    this.#kept = new KeptClassGrades(keptCells);
  }

  async read(courseId: string, options: ClassFactsOptions = {}): Promise<ClassFacts> {
    const allowRollup = options.allowRollup !== false;
    const named = options.userIds;
    if (named) {
      const now = this.clock.now();
      const weeks = engagementWeeks(now);
      // Tracking first rolls up what is buffered, so the minutes are live; the grade reads go alongside.
      const [ledger] = await Promise.all([this.namedLedger(courseId, named), this.tracking.catchUp()]);
      const ids = ledger.students.map((student) => student.id);
      const [past, prior] = await Promise.all([
        ids.length === 0 ? [] : this.tracking.studentTotals(courseId, weeks.past, ids),
        ids.length === 0 ? [] : this.tracking.studentTotals(courseId, weeks.prior, ids),
      ]);
      return withMinutes(computeGrades(ledger, now, allowRollup), now, past, prior, options.withScores === true);
    }
    // A whole class is computed with its scores, so the tiles opened at once share one computation; a caller that did not ask for them gets none.
    const facts = await this.#shared.share(`facts ${courseId} ${allowRollup}`, async () => {
      const now = this.clock.now();
      const weeks = engagementWeeks(now);
      // A class's minutes are read for every student with activity (no id list of 2,000).
      const [grades, past, prior] = await Promise.all([this.classGrades(courseId, allowRollup, now), this.weekTotals(courseId, weeks.past), this.weekTotals(courseId, weeks.prior)]);
      return withMinutes(grades, now, past, prior, true);
    });
    return options.withScores ? facts : { ...facts, students: facts.students.map(({ scores: _scores, ...student }) => student) };
  }

  /**
   * The whole class's grades, kept between requests (docs/architecture.md "Class totals kept between requests"):
   * the ledger version is read first, then every other input; the kept grades answer when the version and the
   * inputs are those they were computed from and no date has passed since. Otherwise the ledger is read and the
   * class computed, and kept only if the version is still the one read before (no write came in meanwhile).
   */
  private async classGrades(courseId: string, allowRollup: boolean, now: Date): Promise<ClassGrades> {
    const version = await this.records.ledgerVersion(courseId);
    const [course, columns, students] = await Promise.all([readGradebookCourse(this.records, courseId), readCourseColumns(this.records, courseId), this.classRoster(courseId)]);
    if (!course) throw new LmsError('no-course');
    const ids = students.map((student) => student.id);
    const schedules = await this.records.studentSchedules(courseId, ids);
    const inputs = JSON.stringify([course, columns.activities, columns.groups, students, schedules]);
    const key = `${courseId} ${allowRollup}`;
    const kept = this.#kept.get(key, version, inputs, now.getTime());
    if (kept) return kept;
    const ledgers = await readStudentLedgers(this.records, courseId, ids);
    const grades = computeGrades({ course, columns, students, ledgers }, now, allowRollup);
    if ((await this.records.ledgerVersion(courseId)) === version) {
      this.#kept.set(key, {
        version,
        inputs,
        fromMs: now.getTime(),
        expiresAtMs: nextDateAfter(now.getTime(), columns.activities, schedules),
        weight: students.length * (grades.activities.length + 1),
        value: grades,
      });
    }
    return grades;
  }

  /** The course's students (staff left out) in roster order; concurrent asks share one read. */
  classRoster(courseId: string): Promise<StudentRecord[]> {
    return this.#shared.share(`roster ${courseId}`, async () => (await this.records.students(courseId, { offset: 0, limit: null, count: false })).students);
  }

  /**
   * What tracking holds for everyone with activity in the course over `range`
   * (staff included: callers keep their students), after tracking has rolled up
   * what is buffered so the numbers are live; concurrent asks share one read.
   */
  weekTotals(courseId: string, range: DayRange): Promise<StudentActivityTotals[]> {
    return this.#shared.share(`totals ${courseId} ${range.from} ${range.to}`, async () => {
      await this.tracking.catchUp();
      return this.tracking.studentTotals(courseId, range);
    });
  }

  private async namedLedger(courseId: string, userIds: readonly string[]): Promise<ClassLedger> {
    const [course, columns, roster] = await Promise.all([
      readGradebookCourse(this.records, courseId),
      readCourseColumns(this.records, courseId),
      this.records.students(courseId, { userIds, count: false }),
    ]);
    if (!course) throw new LmsError('no-course');
    const ledgers = await readStudentLedgers(
      this.records,
      courseId,
      roster.students.map((student) => student.id),
    );
    return { course, columns, students: roster.students, ledgers };
  }

  /** One student's facts, or null when they are not a student of the course. */
  async student(courseId: string, userId: string, options: Omit<ClassFactsOptions, 'userIds'> = {}): Promise<StudentFacts | null> {
    const facts = await this.read(courseId, { ...options, userIds: [userId] });
    return facts.students[0] ?? null;
  }
}

/** Each student's row computed by the gradebook's engine (staff view): totals and the graded columns' cells. */
function computeGrades({ course, columns, students, ledgers }: ClassLedger, now: Date, allowRollup: boolean): ClassGrades {
  const shown = staffColumns(course, columns);
  const groups = allowRollup ? columns.groups : [];
  const graded = shown.map((activity, index) => ({ activity, index })).filter(({ activity }) => activity.graded);
  const rows = students.map((student) => {
    const ledger = ledgers.get(student.id)!;
    const row = computeStudentRow({
      activities: shown,
      cells: shown.map((activity) => cellInput(activity, ledger)),
      groups,
      settings: course.settings,
      finalOverride: ledger.finalOverride,
      viewer: 'staff',
      now,
    });
    const scores = graded.map(({ activity, index }) => {
      const cell = row.cells[index]!;
      return { activityId: activity.id, score: cell.score, maxScore: cell.maxScore, percent: cell.percent, label: cell.label, counts: cell.counts, completedAt: cell.dtCompleted };
    });
    return { totals: row.totals, scores };
  });
  return { course, activities: graded.map(({ activity }) => activity), students, rows };
}

/** The grades with each student's minutes of both weeks and the engagement verdict they make. */
function withMinutes(grades: ClassGrades, now: Date, past: readonly StudentActivityTotals[], prior: readonly StudentActivityTotals[], withScores: boolean): ClassFacts {
  const secondsPast = new Map(past.map((totals) => [totals.userId, totals.seconds]));
  const secondsPrior = new Map(prior.map((totals) => [totals.userId, totals.seconds]));
  const students = grades.students.map((student, index) => {
    const { totals, scores } = grades.rows[index]!;
    const one = studentFacts(student, totals, minutesOf(secondsPast.get(student.id) ?? 0), minutesOf(secondsPrior.get(student.id) ?? 0));
    if (withScores) one.scores = scores;
    return one;
  });
  return { course: grades.course, activities: grades.activities, weeks: engagementWeeks(now), students, computedAt: now };
}

/** The columns staff see in the gradebook (practice left out when the course suppresses it). */
function staffColumns(course: GradebookCourse, columns: CourseColumns): GradebookActivity[] {
  return columns.activities.filter((activity) => columnShownTo('staff', course, activity));
}

function studentFacts(student: StudentRecord, totals: StudentTotals, minutesPastWeek: number, minutesPriorWeek: number): StudentFacts {
  return {
    userId: student.id,
    name: `${student.firstname} ${student.lastname}`.trim(),
    firstname: student.firstname,
    lastname: student.lastname,
    percent: totals.percent,
    score: totals.score,
    maxScore: totals.maxScore,
    minutesPastWeek,
    minutesPriorWeek,
    engagement: classifyEngagement({ minutesPastWeek, minutesPriorWeek, averagePercent: totals.percent }),
  };
}
