import { LmsError, type GradebookRecords, type GradeLedger, type Knex, type StudentGrades } from '@lms/sdk';
import { DEFAULT_CUSTOM_MAX_SCORE } from '@lms/sdk/gradebook';
import { GRADEBOOK_ERRNOS } from './gradebookErrnos.ts';
import { gradeProblem } from '../calls/gradeRule.ts';

/** A column as a grade write needs it: its activity and its max score. */
export interface GradedColumn {
  activityId: string;
  maxScore: number | null;
}

/** Part 3 §5 "Gradebook" (the one grade rule); null clears the grade. The answer carries §8's message. */
export function assertGradeInRange(grade: number | null, column: GradedColumn): void {
  if (grade !== null && gradeProblem(grade, column.maxScore) !== null) throw LmsError.declared(GRADEBOOK_ERRNOS, 'grade-invalid', undefined, { fields: [{ field: 'grade', message: GRADEBOOK_ERRNOS['grade-invalid'].message }] });
}

/**
 * The instructor's writes on one student's cells and final grade, each in one
 * transaction through the ledger (which tells the gradebook's live listeners
 * once it commits).
 */
export class GradeWriter {
  constructor(
    private readonly db: Knex,
    private readonly ledger: GradeLedger,
    private readonly records: GradebookRecords,
  ) {}

  /** The column named by its component's id (the spec's component_id) or its activity id; not-found otherwise. */
  async column(courseId: string, columnId: string, trx: Knex = this.db): Promise<GradedColumn> {
    const activity = await this.records.activity(courseId, columnId, trx);
    if (!activity) throw new LmsError('not-found', 'This column is not in the gradebook.');
    return { activityId: activity.id, maxScore: activity.maxScore ?? (activity.componentId === null ? DEFAULT_CUSTOM_MAX_SCORE : null) };
  }

  /**
   * A grade is written in one autocommitted statement that checks the student,
   * the column and the max score itself (GradeLedger.setStudentGrade). Only
   * when it stored nothing, or for a cleared grade (the upsert and the empty
   * cell's removal), does the checked transaction below run: it throws the
   * refusal's own error (or writes, if the course changed in between).
   */
  async saveGrade(input: { courseId: string; studentId: string; columnId: string; grade: number | null; by: string }): Promise<StudentGrades | void> {
    if (input.grade !== null && gradeProblem(input.grade, null) === null) {
      const cell = { courseId: input.courseId, column: input.columnId, userId: input.studentId, grade: input.grade, by: input.by };
      // The one statement answers the student's grades after it, so the answer's row reads none again.
      const written = await this.ledger.setStudentGrade({ ...cell, customMaxScore: DEFAULT_CUSTOM_MAX_SCORE });
      if (written !== null) return written;
    }
    await this.db.transaction(async (trx) => {
      const column = await this.studentAndColumn(input.courseId, input.studentId, input.columnId, trx);
      assertGradeInRange(input.grade, column);
      await this.ledger.setGrade({ courseId: input.courseId, activityId: column.activityId, userId: input.studentId, grade: input.grade, by: input.by }, trx);
    });
  }

  async saveExcused(input: { courseId: string; studentId: string; columnId: string; excused: boolean; by: string }): Promise<void> {
    await this.db.transaction(async (trx) => {
      const column = await this.studentAndColumn(input.courseId, input.studentId, input.columnId, trx);
      await this.ledger.setExcused({ courseId: input.courseId, activityId: column.activityId, userId: input.studentId, excused: input.excused, by: input.by }, trx);
    });
  }

  async saveFinalGrade(input: { courseId: string; studentId: string; percent: number | null; by: string }): Promise<void> {
    await this.assertStudent(input.courseId, input.studentId);
    await this.db.transaction((trx) => this.ledger.setFinalGrade({ courseId: input.courseId, userId: input.studentId, percent: input.percent, by: input.by }, trx));
  }

  /** The student check and the column's read at once (one round trip); a student who is not the course's is refused first. */
  private async studentAndColumn(courseId: string, studentId: string, columnId: string, trx: Knex): Promise<GradedColumn> {
    const [student, column] = await Promise.allSettled([this.assertStudent(courseId, studentId, trx), this.column(courseId, columnId, trx)]);
    if (student.status === 'rejected') throw student.reason;
    if (column.status === 'rejected') throw column.reason;
    return column.value;
  }

  /** Grades are kept for the course's students only (not its staff, not someone who left). */
  private async assertStudent(courseId: string, studentId: string, trx?: Knex): Promise<void> {
    if (!(await this.records.isStudent(courseId, studentId, trx))) throw new LmsError('not-found', 'This student is not enrolled in the course.');
  }
}
