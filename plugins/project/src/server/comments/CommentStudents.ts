import type { Knex } from '@lms/sdk';

const TABLE = 'project_comment_students';

/** A row of project_comment_students: one student's comments record on a project component. */
export interface CommentStudentRow {
  course_id: string;
  component_id: string;
  student_id: string;
  commented_at: Date | null;
  grade: string | number | null;
  graded_by: string | null;
  graded_at: Date | null;
  revision: number;
}

/** A student's comment as the grading view lists it. */
export interface StudentCommentRow {
  id: string;
  project_id: string;
  project_title: string;
  message: string;
  raw_message: string;
  created_at: Date;
}

/** Reads and writes project_comment_students and what a student wrote on a component's projects. */
export class CommentStudents {
  constructor(private readonly db: Knex) {}

  async find(componentId: string, studentId: string, lock = false): Promise<CommentStudentRow | undefined> {
    const query = this.db<CommentStudentRow>(TABLE).where({ component_id: componentId, student_id: studentId });
    return lock ? query.forUpdate().first() : query.first();
  }

  /** Records (a date) or removes (null) that the student commented; a record keeps its first date. One statement: two first comments at once both land. */
  async setCommented(courseId: string, componentId: string, studentId: string, at: Date | null): Promise<void> {
    const key = { component_id: componentId, student_id: studentId };
    if (at === null) {
      await this.db(TABLE).where(key).update({ commented_at: null });
      return;
    }
    await this.db(TABLE)
      .insert({ ...key, course_id: courseId, commented_at: at })
      .onConflict(['component_id', 'student_id'])
      .merge({ commented_at: this.db.raw('coalesce(??, excluded.commented_at)', [`${TABLE}.commented_at`]) });
  }

  async saveGrade(courseId: string, componentId: string, studentId: string, grade: number | null, by: string, at: Date): Promise<void> {
    await this.db(TABLE)
      .insert({ course_id: courseId, component_id: componentId, student_id: studentId, grade, graded_by: by, graded_at: at, revision: 1 })
      .onConflict(['component_id', 'student_id'])
      .merge({ grade, graded_by: by, graded_at: at, revision: this.db.raw('?? + 1', [`${TABLE}.revision`]) });
  }

  /** How many live comments and replies the student has on the component's projects. */
  async liveCount(courseId: string, componentId: string, studentId: string): Promise<number> {
    const row = await this.ofComponent(courseId, componentId, studentId).count({ n: '*' }).first();
    return Number((row as { n?: string | number } | undefined)?.n ?? 0);
  }

  /** The student's live comments on the component's projects, oldest first. */
  comments(courseId: string, componentId: string, studentId: string): Promise<StudentCommentRow[]> {
    return this.ofComponent(courseId, componentId, studentId)
      .orderBy('c.created_at')
      .select('c.id', 'c.project_id', 'p.title as project_title', 'c.message', 'c.raw_message', 'c.created_at');
  }

  private ofComponent(courseId: string, componentId: string, studentId: string) {
    return this.db('project_comments as c')
      .join('project_projects as p', 'p.id', 'c.project_id')
      .where({ 'p.course_id': courseId, 'p.component_id': componentId, 'c.author_id': studentId })
      .whereNull('c.deleted_at');
  }

  /** The lesson the component sat in when its projects were made (the gradebook column goes there), or null. */
  async lessonOf(courseId: string, componentId: string): Promise<string | null> {
    const row = await this.db('project_projects').where({ course_id: courseId, component_id: componentId }).first('lesson_id');
    return row?.lesson_id ?? null;
  }

  async columnOf(componentId: string): Promise<string | null> {
    const row = await this.db('project_comment_columns').where({ component_id: componentId }).first('activity_id');
    return row?.activity_id ?? null;
  }

  async saveColumn(courseId: string, componentId: string, activityId: string): Promise<void> {
    await this.db('project_comment_columns')
      .insert({ component_id: componentId, course_id: courseId, activity_id: activityId })
      .onConflict('component_id')
      .merge(['activity_id']);
  }
}
