import type { ApiComponent } from '@lms/sdk/calls';
import { LmsError, type Clock, type ComponentReader, type CourseAccess, type GradeLedger, type Knex } from '@lms/sdk';
import type { StudentComments } from '../../calls/commentCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';
import { COMMENT_ERRNOS } from './commentErrnos.ts';
import { CommentStudents } from './CommentStudents.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/**
 * Graded comments (config comments_comp.comments {graded, max_score,
 * due_date}): professors grade each student's comments on a component's
 * projects with their own max score. The grades go to the core ledger as a
 * gradebook custom column of the course ("<component> comments"), made with
 * the first grade and kept in step with the settings at every grade; the
 * project's own activity keeps the project grade alone.
 */
export class CommentGrading {
  constructor(
    private readonly db: Knex,
    private readonly ledger: GradeLedger,
    private readonly components: ComponentReader,
    private readonly clock: Clock,
  ) {}

  private component(courseId: string, componentId: string, access: CourseAccess): Promise<ApiComponent<ProjectConfig>> {
    return this.components.get(courseId, componentId, access, 'project');
  }

  async read(courseId: string, componentId: string, studentId: string, access: CourseAccess): Promise<StudentComments> {
    const settings = (await this.component(courseId, componentId, access)).config.comments_comp.comments;
    const students = new CommentStudents(this.db);
    const [record, comments] = await Promise.all([students.find(componentId, studentId), students.comments(courseId, componentId, studentId)]);
    return {
      graded: settings.graded,
      max_score: settings.max_score,
      due_date: settings.due_date,
      commented_at: iso(record?.commented_at ?? null),
      grade: record?.grade === null || record?.grade === undefined ? null : Number(record.grade),
      graded_at: iso(record?.graded_at ?? null),
      revision: record?.revision ?? 0,
      comments: comments.map((row) => ({
        _id: row.id,
        project_id: row.project_id,
        project_title: row.project_title,
        message: row.message,
        raw_message: row.raw_message,
        timestamp: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /** One student's comments grade, its record and the ledger's cell in one transaction; refused when the revision read is older. */
  async grade(courseId: string, componentId: string, studentId: string, body: { grade: number | null; revision: number }, grader: { id: string; access: CourseAccess }): Promise<StudentComments> {
    const component = await this.component(courseId, componentId, grader.access);
    const settings = component.config.comments_comp.comments;
    if (!settings.graded) throw LmsError.validation([{ field: 'grade', message: COMMENT_MESSAGES.notGraded }]);
    const maxScore = settings.max_score;
    if (maxScore === null || maxScore <= 0) throw LmsError.declared(COMMENT_ERRNOS, 'comments-max-score');
    if (body.grade !== null && body.grade > maxScore) throw LmsError.validation([{ field: 'grade', message: COMMENT_MESSAGES.overMax(maxScore) }]);
    await this.db.transaction(async (trx) => {
      const students = new CommentStudents(trx);
      const record = await students.find(componentId, studentId, true);
      if ((record?.revision ?? 0) !== body.revision) throw LmsError.declared(COMMENT_ERRNOS, 'comment-grade-changed');
      const activityId = await this.column(students, component, trx);
      await this.ledger.setGrade({ courseId, activityId, userId: studentId, grade: body.grade, by: grader.id }, trx);
      await students.saveGrade(courseId, componentId, studentId, body.grade, grader.id, this.clock.now());
    });
    return this.read(courseId, componentId, studentId, grader.access);
  }

  /** The component's comments column in the ledger, made or brought in step with its settings (one the gradebook removed is made again). */
  private async column(students: CommentStudents, component: ApiComponent<ProjectConfig>, trx: Knex.Transaction): Promise<string> {
    const settings = component.config.comments_comp.comments;
    const input = {
      courseId: component.course_id,
      title: `${component.title || 'Project'} comments`,
      dueDate: settings.due_date,
      maxScore: settings.max_score ?? 0,
      show: true,
      lessonId: await students.lessonOf(component.course_id, component._id),
    };
    const existing = await students.columnOf(component._id);
    if (existing !== null) {
      const kept = await this.ledger.saveCustomColumn({ ...input, id: existing }, trx).catch((error: unknown) => {
        if (error instanceof LmsError && error.errno === 'not-found') return null;
        throw error;
      });
      if (kept !== null) return kept;
    }
    const activityId = await this.ledger.saveCustomColumn(input, trx);
    await students.saveColumn(component.course_id, component._id, activityId);
    return activityId;
  }
}
