import type { CourseAccess, GradebookRecords, Knex, MediaFileReader, PeopleDirectory } from '@lms/sdk';
import type { GradingSubmission } from '../../calls/speedGradingCalls.ts';
import type { ApiArtifact, ApiProject } from '../../schemas/projectTypes.ts';
import { lateness } from '../../rules/gradeLate.ts';
import { apiStatus, type StoredProjectStatus } from '../../rules/projectStatus.ts';
import { dueDateOf, type ComponentGradingReader } from './ComponentGrading.ts';
import { ARTIFACTS_JSON, GRADE_JSON, IN_GRADING_LIST } from './gradingSql.ts';
import { apiGrade, gradeMediaIds, type GradeJson } from './gradeView.ts';
import { overdueAccepted } from './lateDecision.ts';
import { mediaById, projectFileOf, type MediaById } from './projectFiles.ts';
import { noSubmissions } from './speedGradingErrnos.ts';

interface ArtifactJson {
  _id: string;
  type: ApiArtifact['type'];
  title: string;
  content: string | null;
  url: string | null;
  position: number;
  preview: Record<string, unknown> | null;
  created_at: string;
  media_id: string | null;
}

interface SubmissionRow {
  id: string;
  course_id: string;
  component_id: string;
  lesson_id: string;
  page_id: string;
  owner_id: string;
  title: string;
  image_media_id: string | null;
  status: StoredProjectStatus;
  submitted_at: Date | null;
  updated_at: Date;
  revision: number;
  version: { _id: string; index: number } | null;
  artifacts: ArtifactJson[];
  grade: GradeJson | null;
}

const SUBMISSION_SQL = `select p.id, p.course_id, p.component_id, p.lesson_id, p.page_id, p.owner_id, p.title, p.image_media_id, p.status, p.submitted_at, p.updated_at, p.revision,
    (select json_build_object('_id', v.id, 'index', v.index) from project_versions v where v.id = p.current_version_id) as version,
    ${ARTIFACTS_JSON} as artifacts, ${GRADE_JSON} as grade
  from project_projects p
  where p.course_id = ? and p.component_id = ? and p.owner_id = ? and ${IN_GRADING_LIST}`;

function artifact(row: ArtifactJson, projectId: string, media: MediaById, textGrades: Record<string, string> | undefined): ApiArtifact {
  return {
    _id: row._id,
    type: row.type,
    title: row.title,
    content: row.content,
    file: projectFileOf(media, row.media_id, projectId),
    url: row.url,
    position: row.position,
    preview: row.preview,
    created_at: new Date(row.created_at).toISOString(),
    text_grade: textGrades?.[row._id] ?? null,
  };
}

/** One student's submitted project and grade for the speed grader. */
export class GradingSubmissionReader {
  constructor(
    private readonly db: Knex,
    private readonly gradingOf: ComponentGradingReader,
    private readonly people: PeopleDirectory,
    private readonly mediaFiles: MediaFileReader,
    private readonly records: GradebookRecords,
  ) {}

  async submission(access: CourseAccess, courseId: string, componentId: string, studentId: string): Promise<GradingSubmission> {
    const grading = await this.gradingOf.read(access, courseId, componentId);
    const { rows } = (await this.db.raw(SUBMISSION_SQL, [courseId, componentId, studentId])) as { rows: SubmissionRow[] };
    const row = rows[0];
    if (!row) throw noSubmissions();
    const fileIds = [row.image_media_id, ...row.artifacts.map((item) => item.media_id), ...gradeMediaIds(row.grade)].filter((id): id is string => id !== null);
    const [[person], files, accepted] = await Promise.all([
      this.people.byIds([row.owner_id]),
      this.mediaFiles.files(courseId, fileIds),
      row.grade ? overdueAccepted(this.records, courseId, grading.activity?.id, row.owner_id, row.status) : Promise.resolve(false),
    ]);
    const media = mediaById(files);
    const dueDate = dueDateOf(grading);
    const policy = grading.activity?.policy ?? null;
    const late = lateness(row.submitted_at, dueDate, policy);
    const cover = projectFileOf(media, row.image_media_id, row.id);
    const project: ApiProject = {
      _id: row.id,
      title: row.title,
      image: cover ? { id: cover.id, thumbnailUrl: cover.thumbnailUrl ?? cover.url } : null,
      owned_by: { _id: row.owner_id },
      user: { id: row.owner_id, label: person ? `${person.firstname} ${person.lastname}`.trim() : '' },
      status: apiStatus(row.status),
      current_version: { _id: row.version?._id ?? '', index: row.version?.index ?? 0, artifacts: row.artifacts.map((item) => artifact(item, row.id, media, row.grade?.text_grades)) },
      // Submitted and graded work is locked until an instructor reopens it.
      locked: true,
      updated_at: new Date(row.updated_at).toISOString(),
      submitted_at: row.submitted_at && new Date(row.submitted_at).toISOString(),
      grade: row.grade?.grade == null ? null : Number(row.grade.grade),
      policy,
      due_date: dueDate?.toISOString() ?? null,
      _rubric_id: grading.rubric?.id ?? null,
      _max_score: grading.maxScore,
      manually_accepted: row.grade?.manually_accepted ?? false,
      course_id: row.course_id,
      lesson_id: row.lesson_id,
      page_id: row.page_id,
      component_id: row.component_id,
      revision: row.revision,
    };
    return {
      student_id: row.owner_id,
      project,
      grade: row.grade && apiGrade(row.grade, row.id, media, row.submitted_at, accepted),
      seconds_late: late.secondsLate,
      late_percent: late.percent,
    };
  }
}
