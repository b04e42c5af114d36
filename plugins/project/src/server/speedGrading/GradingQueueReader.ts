import type { ComponentReader, CourseAccess, GradebookRecords, Knex, PeopleDirectory } from '@lms/sdk';
import type { GradingQueue } from '../../calls/speedGradingCalls.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { apiStatus, isGraded, type StoredProjectStatus } from '../../rules/gradeStatus.ts';
import { dueDateOf, type ComponentGradingReader, type RubricRow } from './ComponentGrading.ts';
import { IN_GRADING_LIST } from './gradingSql.ts';
import { noSubmissions } from './speedGradingErrnos.ts';

interface QueueRow {
  id: string;
  owner_id: string;
  status: StoredProjectStatus;
  submitted_at: Date | null;
}

const QUEUE_SQL = `select p.id, p.owner_id, p.status, p.submitted_at from project_projects p where p.course_id = ? and p.component_id = ? and ${IN_GRADING_LIST}`;

const fullName = (person: { firstname: string; lastname: string } | undefined) => (person ? `${person.firstname} ${person.lastname}`.trim() : '');

/** The speed grader's list of a project component (part 2 §2 Speed grading): every student's submitted or graded project, not reopened ones. */
export class GradingQueueReader {
  constructor(
    private readonly db: Knex,
    private readonly gradingOf: ComponentGradingReader,
    private readonly people: PeopleDirectory,
    private readonly components: ComponentReader,
    private readonly records: GradebookRecords,
  ) {}

  async queue(access: CourseAccess, courseId: string, componentId: string): Promise<GradingQueue> {
    const grading = await this.gradingOf.read(access, courseId, componentId);
    const { rows } = (await this.db.raw(QUEUE_SQL, [courseId, componentId])) as { rows: QueueRow[] };
    if (rows.length === 0) throw noSubmissions();
    // The roster comes sorted by last name, first name (case-insensitive), then id: one query whatever the class size.
    const [{ students }, rubricOwner] = await Promise.all([
      this.records.students(courseId, { offset: 0, limit: null, count: false }),
      grading.rubric ? this.people.byIds([grading.rubric.owner_id]).then(([owner]) => owner) : Promise.resolve(undefined),
    ]);
    const projects = new Map(rows.map((row) => [row.owner_id, row]));
    const entries = students.flatMap((student) => {
      const row = projects.get(student.id);
      if (!row) return [];
      return [
        {
          student_id: student.id,
          name: fullName(student),
          project_id: row.id,
          status: apiStatus(row.status),
          submitted_at: row.submitted_at && new Date(row.submitted_at).toISOString(),
          graded: isGraded(row.status),
        },
      ];
    });
    // Only students' work is graded: a project of someone no longer enrolled is not listed.
    if (entries.length === 0) throw noSubmissions();
    return {
      component_title: grading.title,
      rubric: grading.rubric && { ...apiRubric(grading.rubric, fullName(rubricOwner)), used_by: await this.rubricUse(access, courseId, grading.rubric.id) },
      max_score: grading.maxScore,
      policy: grading.activity?.policy ?? null,
      due_date: dueDateOf(grading)?.toISOString() ?? null,
      entries,
    };
  }

  /** How many project components of the course grade with the rubric (ApiRubric.used_by). */
  private async rubricUse(access: CourseAccess, courseId: string, rubricId: string): Promise<number> {
    const projects = await this.records.activitiesOfType(courseId, 'project');
    let used = 0;
    for (const activity of projects) {
      if (!activity.componentId) continue;
      const { config } = await this.components.get(courseId, activity.componentId, access, 'project');
      if (config.project?.rubric && config.project.rubric_id === rubricId) used++;
    }
    return used;
  }
}

export function apiRubric(row: RubricRow, ownerName: string): Omit<ApiRubric, 'used_by'> {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    criteria: row.criteria,
    total_points: Number(row.total_points),
    archived: row.archived,
    owned_by: row.owner_id,
    owner_name: ownerName,
    course_id: row.course_id,
    updated_at: new Date(row.updated_at).toISOString(),
    revision: row.revision,
  };
}
