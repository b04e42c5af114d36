import type { CourseAccess, GradebookRecords, Knex, SessionUser } from '@lms/sdk';
import type { GradingQueue } from '../../calls/speedGradingCalls.ts';
import { isGraded } from '../../rules/gradeStatus.ts';
import { apiStatus, type StoredProjectStatus } from '../../rules/projectStatus.ts';
import type { RubricService } from '../rubrics/RubricService.ts';
import { dueDateOf, type ComponentGradingReader } from './ComponentGrading.ts';
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
    private readonly records: GradebookRecords,
    private readonly rubrics: RubricService,
  ) {}

  async queue(user: SessionUser, access: CourseAccess, courseId: string, componentId: string): Promise<GradingQueue> {
    const grading = await this.gradingOf.read(access, courseId, componentId);
    const { rows } = (await this.db.raw(QUEUE_SQL, [courseId, componentId])) as { rows: QueueRow[] };
    if (rows.length === 0) throw noSubmissions();
    // The roster comes sorted by last name, first name (case-insensitive), then id: one query whatever the class size.
    const [{ students }, rubric] = await Promise.all([
      this.records.students(courseId, { offset: 0, limit: null, count: false }),
      grading.rubric ? this.rubrics.get(courseId, grading.rubric.id, { user, access }) : Promise.resolve(null),
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
      rubric,
      max_score: grading.maxScore,
      policy: grading.activity?.policy ?? null,
      due_date: dueDateOf(grading)?.toISOString() ?? null,
      entries,
    };
  }
}
