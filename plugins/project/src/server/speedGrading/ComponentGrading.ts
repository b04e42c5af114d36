import type { ComponentReader, CourseAccess, GradebookRecords, Knex } from '@lms/sdk';
import type { LatePolicy } from '@lms/sdk/rules';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import type { RubricCriterion } from '../../schemas/rubricTypes.ts';

/** A `project_rubrics` row as the speed grader reads it. */
export interface RubricRow {
  id: string;
  course_id: string;
  owner_id: string;
  title: string;
  description: string;
  criteria: RubricCriterion[];
  total_points: number | string;
  archived: boolean;
  updated_at: Date;
  revision: number;
}

/** What a project component is graded by: its config, its rubric or max score, and the ledger activity's due date and policy. */
export interface ComponentGrading {
  title: string;
  config: ProjectConfig;
  rubric: RubricRow | null;
  /** The rubric's total points, else the component's max score. */
  maxScore: number;
  activity: { id: string; dueDate: Date | null; policy: LatePolicy | null } | null;
}

/** The due date that applies: the ledger activity's (kept in step with the config), else the config's own. */
export function dueDateOf(grading: ComponentGrading): Date | null {
  if (grading.activity) return grading.activity.dueDate;
  const configured = grading.config.project?.due_date;
  return configured ? new Date(configured) : null;
}

/**
 * Reads a project component as the caller may see it (core's component
 * reader: not-found for one not in the course or of another type), its
 * rubric and its ledger activity.
 */
export class ComponentGradingReader {
  constructor(
    private readonly db: Knex,
    private readonly components: ComponentReader,
    private readonly records: GradebookRecords,
  ) {}

  async read(access: CourseAccess, courseId: string, componentId: string): Promise<ComponentGrading> {
    const [component, activities] = await Promise.all([this.components.get(courseId, componentId, access, 'project'), this.records.activities(courseId)]);
    const config = component.config;
    const rubricId = config.project?.rubric ? config.project.rubric_id : null;
    const rubric = rubricId ? ((await this.db('project_rubrics').where({ id: rubricId, course_id: courseId }).first()) as RubricRow | undefined) : undefined;
    const activity = activities.find((candidate) => candidate.componentId === componentId);
    return {
      title: component.title,
      config,
      rubric: rubric ?? null,
      maxScore: rubric ? Number(rubric.total_points) : (config.project?.max_score ?? 0),
      activity: activity ? { id: activity.id, dueDate: activity.dueDate, policy: activity.policy } : null,
    };
  }
}
