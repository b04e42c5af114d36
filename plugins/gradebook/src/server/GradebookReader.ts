import { LmsError, type Clock, type GradebookRecords, type StudentGrades } from '@lms/sdk';
import type { Explanation, GradebookAnswer, StudentRow } from '../calls/gradebookCalls.ts';
import { computeStudentRow, explainCell, explainTotal, type CellResult, type GradebookActivity, type StudentTotals, type Viewer } from '@lms/sdk/gradebook';
import { cellInput, columnShownTo, readCourseColumns, readGradebookCourse, readStudentLedgers, type CourseColumns, type GradebookCourse, type StudentLedger } from '@lms/sdk/gradebook/records';
import { readRoster, type RosterSelection, type RosterStudent } from './loader/roster.ts';
import { columnView, groupView, studentRowView } from './rowViews.ts';

/** Whose gradebook is made: staff see everything; a student only their row and what they may see. */
export type GradebookViewer = { kind: 'staff' } | { kind: 'student'; userId: string };

/** A course's columns as `viewer` gets them, with the students selected and their computed rows. */
export interface ComputedGradebook {
  course: GradebookCourse;
  columns: CourseColumns;
  students: { student: RosterStudent; row: { cells: CellResult[]; totals: StudentTotals }; ledger: StudentLedger }[];
  /** How many students the course has; null when not counted (one student's row). */
  total: number | null;
}

const STUDENT_NOT_FOUND = 'This student is not enrolled in the course.';

/**
 * Reads a course's gradebook through core's grade records
 * (`coreServices.gradebookRecords`) in a few set-based queries (course,
 * columns with rollup groups, a page of the roster, that page's ledger) and
 * has the engine make the rows. Nothing is cached: every read is computed
 * from the ledger.
 */
export class GradebookReader {
  constructor(
    private readonly records: GradebookRecords,
    private readonly clock: Clock,
  ) {}

  /**
   * `count`: whether to count the course's students (`total`); a single row does not need it.
   * `written`: a write of these students' grades still running; what it does not change (course,
   * columns, roster, their attempts and schedules) is read meanwhile, their grades, excusals and
   * final grades once it is done (or as the write answers them), and its refusal is the answer.
   */
  async compute(courseId: string, selection: RosterSelection, viewer: GradebookViewer, count = true, written?: Promise<StudentGrades | void>): Promise<ComputedGradebook> {
    const independent = Promise.all([this.course(courseId), readCourseColumns(this.records, courseId), readRoster(this.records, courseId, selection, count)]);
    // Named students' ledgers are read alongside the columns and the roster (one round trip less for a write's row); a page's once its students are known.
    const named = 'userIds' in selection ? readStudentLedgers(this.records, courseId, selection.userIds, written) : Promise.resolve(null);
    // Both end before the answer, a refused write's error first.
    const [ledgerRead, othersRead] = await Promise.allSettled([named, independent]);
    if (ledgerRead.status === 'rejected') throw ledgerRead.reason;
    if (othersRead.status === 'rejected') throw othersRead.reason;
    const [namedLedgers, [course, allColumns, roster]] = [ledgerRead.value, othersRead.value];
    const columns = { ...allColumns, activities: allColumns.activities.filter((activity) => shownTo(viewer, course, activity)) };
    const ledgers = namedLedgers ?? (await readStudentLedgers(this.records, courseId, roster.students.map((student) => student.id)));
    const now = this.clock.now();
    const students = roster.students.map((student) => {
      const ledger = ledgers.get(student.id)!;
      const row = computeStudentRow({ ...this.rowInput(course, columns, ledger, viewer), now });
      return { student, row: viewer.kind === 'student' ? stripHidden(row) : row, ledger };
    });
    return { course, columns, students, total: roster.total };
  }

  /** The answer of `getGradebook` (staff) and `studentGradebook` (the student's own row). */
  async answer(courseId: string, selection: RosterSelection, viewer: GradebookViewer): Promise<GradebookAnswer> {
    const computed = await this.compute(courseId, selection, viewer);
    const { course, columns } = computed;
    const hideTotals = viewer.kind === 'student' && course.settings.blockTotalScores;
    return {
      course: {
        id: course.id,
        title: course.title,
        course_max_score: columns.activities.filter((a) => a.graded).reduce((sum, a) => sum + (a.maxScore ?? 0), 0),
        score_cut_off: course.settings.scoreCutOff,
        no_total_column: course.settings.noTotalColumn,
        block_total_scores: course.settings.blockTotalScores,
        suppress_practice_in_grade_center: course.settings.suppressPractice,
        has_rollup: columns.groups.length > 0,
      },
      lessons: columns.lessons.filter((lesson) => columns.activities.some((activity) => activity.lessonId === lesson.id)),
      groups: columns.groups.map(groupView),
      columns: columns.activities.map((activity) => columnView(courseId, activity, columns.pageOf.get(activity.id), columns.groups)),
      students: computed.students.map(({ student, row }) => studentRowView(student, row, hideTotals)),
      total_students: computed.total ?? computed.students.length,
      offset: 'offset' in selection ? selection.offset : 0,
      generated_at: this.clock.now().toISOString(),
    };
  }

  /**
   * One student's row as staff see it (what a write answers): that student's
   * ledger only, no count of the class, no column views; not-found when they
   * are not a student of the course. `written`: the write it answers, which
   * the reads that hold no grade overlap (see `compute`).
   */
  async staffRow(courseId: string, studentId: string, written?: Promise<StudentGrades | void>): Promise<StudentRow> {
    const computed = await this.compute(courseId, { userIds: [studentId] }, { kind: 'staff' }, false, written);
    const first = computed.students[0];
    if (!first) throw new LmsError('not-found', STUDENT_NOT_FOUND);
    return studentRowView(first.student, first.row, false);
  }

  async explainCell(courseId: string, studentId: string, activityId: string, viewer: GradebookViewer): Promise<Explanation> {
    const { columns, ledger } = await this.oneStudent(courseId, studentId, viewer);
    const activity = columns.activities.find((a) => a.id === activityId || a.componentId === activityId);
    if (!activity) throw new LmsError('not-found', 'This column is not in the gradebook.');
    return explainCell(cellInput(activity, ledger), this.clock.now(), engineViewer(viewer));
  }

  async explainTotal(courseId: string, studentId: string, viewer: GradebookViewer): Promise<Explanation> {
    const { course, columns, ledger } = await this.oneStudent(courseId, studentId, viewer);
    if (viewer.kind === 'student' && course.settings.blockTotalScores) throw new LmsError('access-denied', 'This course does not show total scores to students.');
    return explainTotal({ ...this.rowInput(course, columns, ledger, viewer), now: this.clock.now() });
  }

  private async oneStudent(courseId: string, studentId: string, viewer: GradebookViewer) {
    const [course, allColumns, roster, ledgers] = await Promise.all([
      this.course(courseId),
      readCourseColumns(this.records, courseId),
      readRoster(this.records, courseId, { userIds: [studentId] }, false),
      readStudentLedgers(this.records, courseId, [studentId]),
    ]);
    if (roster.students.length === 0) throw new LmsError('not-found', STUDENT_NOT_FOUND);
    const ledger = ledgers.get(studentId)!;
    const columns = { ...allColumns, activities: allColumns.activities.filter((activity) => shownTo(viewer, course, activity)) };
    return { course, columns, ledger };
  }

  private async course(courseId: string): Promise<GradebookCourse> {
    const course = await readGradebookCourse(this.records, courseId);
    if (!course) throw new LmsError('no-course');
    return course;
  }

  private rowInput(course: GradebookCourse, columns: CourseColumns, ledger: StudentLedger, viewer: GradebookViewer) {
    return {
      activities: columns.activities,
      cells: columns.activities.map((activity) => cellInput(activity, ledger)),
      groups: columns.groups,
      settings: course.settings,
      finalOverride: ledger.finalOverride,
      viewer: engineViewer(viewer),
    };
  }
}

const engineViewer = (viewer: GradebookViewer): Viewer => (viewer.kind === 'staff' ? 'staff' : 'student');

/** Which columns `viewer` gets (the SDK's rule, shared with the insights dashboards). */
function shownTo(viewer: GradebookViewer, course: GradebookCourse, activity: GradebookActivity): boolean {
  return columnShownTo(engineViewer(viewer), course, activity);
}

/** The engine already hides what a student may not see yet; this makes sure no such score or attempt id leaves the server. */
function stripHidden(row: { cells: CellResult[]; totals: StudentTotals }) {
  const cells = row.cells.map((cell) =>
    cell.states.includes('not_displaying_score_yet') ? { ...cell, score: null, percent: null, sessionId: null } : cell,
  );
  return { cells, totals: row.totals };
}
