import type { Knex } from '@lms/sdk';
import type { RubricCriterion } from '../../schemas/rubricTypes.ts';
import type { RubricRow } from './rubricRows.ts';

/** The content of a rubric as written. */
export interface RubricContent {
  title: string;
  description: string;
  criteria: RubricCriterion[];
  total_points: number;
}

/** A grade given with a rubric (project_grades), as a re-score reads it. */
export interface RubricGradeRow {
  project_id: string;
  component_id: string;
  student_id: string;
  criteria: Record<string, number>;
  grade: number | string;
  original_score: number | string | null;
  max_score: number | string;
  apply_policy: boolean;
}

const RUBRICS = 'project_rubrics';
const GRADES = 'project_grades';

/** The rows of project_rubrics, and the grades made with a rubric. Every method reads or writes on the handle it was made with (a transaction's). */
export class RubricStore {
  constructor(private readonly db: Knex) {}

  course(courseId: string): Promise<RubricRow[]> {
    return this.db<RubricRow>(RUBRICS).where({ course_id: courseId });
  }

  async one(courseId: string, rubricId: string, lock = false): Promise<RubricRow | null> {
    const query = this.db<RubricRow>(RUBRICS).where({ id: rubricId, course_id: courseId }).first();
    return ((await (lock ? query.forUpdate() : query)) as RubricRow | undefined) ?? null;
  }

  async insert(row: Omit<RubricRow, 'archived' | 'revision'>): Promise<RubricRow> {
    const [inserted] = (await this.db(RUBRICS)
      .insert({ ...row, criteria: JSON.stringify(row.criteria) })
      .returning('*')) as RubricRow[];
    return inserted!;
  }

  /** Writes a change and bumps the revision. */
  async update(rubricId: string, change: Partial<RubricContent> & { archived?: boolean }, now: Date): Promise<RubricRow> {
    const written = { ...change, ...(change.criteria ? { criteria: JSON.stringify(change.criteria) } : {}) };
    const [updated] = (await this.db(RUBRICS)
      .where({ id: rubricId })
      .update({ ...written, updated_at: now, revision: this.db.raw('revision + 1') })
      .returning('*')) as RubricRow[];
    return updated!;
  }

  /** The grades given with these rubrics of the course: how many each. */
  async gradeCounts(courseId: string, rubricIds: readonly string[]): Promise<Map<string, number>> {
    if (rubricIds.length === 0) return new Map();
    const rows = (await this.db(GRADES)
      .where({ course_id: courseId })
      .whereIn('rubric_id', rubricIds)
      .whereNotNull('grade')
      .groupBy('rubric_id')
      .select('rubric_id')
      .count({ count: '*' })) as { rubric_id: string; count: number | string }[];
    return new Map(rows.map((row) => [row.rubric_id, Number(row.count)]));
  }

  /** The grades given with a rubric (locked when asked: a re-score rewrites them). */
  async grades(courseId: string, rubricId: string, lock = false): Promise<RubricGradeRow[]> {
    const query = this.db(GRADES)
      .where({ course_id: courseId, rubric_id: rubricId })
      .whereNotNull('grade')
      .orderBy('project_id')
      .select('project_id', 'component_id', 'student_id', 'criteria', 'grade', 'original_score', 'max_score', 'apply_policy');
    return (await (lock ? query.forUpdate() : query)) as RubricGradeRow[];
  }

  /** A grade's new scores; bumps its revision so a grader who read it before is asked (grade-changed). */
  async rewriteGrade(projectId: string, scores: { criteria: Record<string, number>; grade: number; original_score: number; max_score: number }): Promise<void> {
    await this.db(GRADES)
      .where({ project_id: projectId })
      .update({ ...scores, criteria: JSON.stringify(scores.criteria), revision: this.db.raw('revision + 1') });
  }
}
