import { LmsError, type Clock, type CourseAccess, type GradebookRecords, type GradeLedger, type Knex, type MediaFileReader } from '@lms/sdk';
import { sanitizeHtml } from '@lms/sdk/sanitize';
import type { ApiGrade } from '../../schemas/projectTypes.ts';
import type { ProjectGradePayload } from '../../schemas/gradePayload.ts';
import { checkGrade, type FieldProblem, type GradeEntry } from '../../rules/gradeScore.ts';
import { gradeAfterPolicy } from '../../rules/gradeLate.ts';
import { gradedStatus, isGradable, ungradedStatus } from '../../rules/gradeStatus.ts';
import { apiStatus, type StoredProjectStatus } from '../../rules/projectStatus.ts';
import { dueDateOf, type ComponentGrading, type ComponentGradingReader } from './ComponentGrading.ts';
import { apiGrade, type GradeJson } from './gradeView.ts';
import { overdueAccepted } from './lateDecision.ts';
import { mediaById, type MediaById } from './projectFiles.ts';
import type { SpeedGradingEvents } from './SpeedGradingEvents.ts';
import type { ProjectEvents } from '../projects/ProjectEvents.ts';
import { ProjectStore } from '../projects/ProjectStore.ts';
import { gradeChanged, noSubmissions, projectMismatch } from './speedGradingErrnos.ts';

/** A speed-grading save as the call receives it (part 2 §7 plus the project and the grade revision read). */
export interface GradeSave extends GradeEntry {
  course_id: string;
  component_id: string;
  student_id: string;
  project_id: string;
  revision: number;
  text_feedback: string;
  audio_feedback: string | null;
  video_feedback: string | null;
  apply_policy: boolean;
}

export interface SavedGrade {
  grade: ApiGrade;
  status: ReturnType<typeof apiStatus>;
}

/** What the transaction wrote, for the answer. */
interface WrittenGrade {
  grade: GradeJson;
  media: MediaById;
  submittedAt: Date | null;
  status: StoredProjectStatus;
  projectRevision: number;
}

interface ProjectRow {
  id: string;
  revision: number;
  course_id: string;
  component_id: string;
  owner_id: string;
  status: StoredProjectStatus;
  reopened_at: Date | null;
  submitted_at: Date | null;
  current_version_id: string | null;
  artifact_ids: string[];
}

// The project row is locked: its status changes one save at a time (the grade row's revision is checked on write).
const PROJECT_SQL = `select p.id, p.revision, p.course_id, p.component_id, p.owner_id, p.status, p.reopened_at, p.submitted_at, p.current_version_id,
    coalesce((select json_agg(ar.id) from project_artifacts ar where ar.version_id = p.current_version_id), '[]') as artifact_ids
  from project_projects p where p.id = ? for update`;

/** The feedback a grader writes is posted HTML: sanitised as comments are (part 2 §5). */
const feedbackHtml = (html: string) => sanitizeHtml(html, 'post');

/**
 * Saves a speed grade: the grade row, the project's status and the ledger's
 * score in ONE transaction, then tells the component's other graders. A save
 * naming an older grade revision than the stored one is refused (409
 * grade-changed), so a second grader never silently overwrites the first.
 */
export class SpeedGradeWriter {
  constructor(
    private readonly db: Knex,
    private readonly gradingOf: ComponentGradingReader,
    private readonly grading: GradeLedger,
    private readonly mediaFiles: MediaFileReader,
    private readonly records: GradebookRecords,
    private readonly events: SpeedGradingEvents,
    private readonly projectEvents: ProjectEvents,
    private readonly clock: Clock,
  ) {}

  async save(access: CourseAccess, graderId: string, input: GradeSave): Promise<SavedGrade> {
    // Core's component reader has no transaction of its own: the component is read before (its config, rubric id, activity).
    const grading = await this.gradingOf.read(access, input.course_id, input.component_id);
    const written = await this.db.transaction((trx) => this.write(trx, grading, graderId, input));
    // Read after the commit: core's ledger records read in parallel, which one transaction's connection cannot.
    const accepted = await overdueAccepted(this.records, input.course_id, grading.activity?.id, input.student_id, written.status);
    const saved: SavedGrade = { grade: apiGrade(written.grade, input.project_id, written.media, written.submittedAt, accepted), status: apiStatus(written.status) };
    this.events.gradeSaved({
      course_id: input.course_id,
      component_id: input.component_id,
      student_id: input.student_id,
      project_id: input.project_id,
      status: saved.status,
      grade: saved.grade,
      graded_by: graderId,
    });
    // The project's own open screens (its owner's grade detail) reload too.
    this.projectEvents.changed(input.project_id, written.projectRevision);
    return saved;
  }

  private async write(trx: Knex.Transaction, grading: ComponentGrading, graderId: string, input: GradeSave): Promise<WrittenGrade> {
    const { rows } = (await trx.raw(PROJECT_SQL, [input.project_id])) as { rows: ProjectRow[] };
    const project = rows[0];
    if (!project) throw new LmsError('not-found', 'Project not found.');
    // The grade goes to the project named only when it is this student's project on this component of this course.
    if (project.course_id !== input.course_id || project.component_id !== input.component_id || project.owner_id !== input.student_id) throw projectMismatch();
    if (!isGradable(project.status) || project.reopened_at !== null) throw noSubmissions();

    const checked = checkGrade(input, {
      maxScore: grading.maxScore,
      rubric: grading.rubric && { id: grading.rubric.id, criteria: grading.rubric.criteria },
      artifactIds: new Set(project.artifact_ids),
    });
    const feedbackIds = [input.audio_feedback, input.video_feedback].filter((id): id is string => id !== null);
    const media = mediaById(await this.mediaFiles.files(input.course_id, feedbackIds, trx));
    const problems: FieldProblem[] = [...checked.problems, ...mediaProblems(input, media)];
    if (problems.length) throw LmsError.validation(problems);

    const policy = grading.activity?.policy ?? null;
    const late = checked.grade === null ? null : gradeAfterPolicy(checked.grade, input.apply_policy, project.submitted_at, dueDateOf(grading), policy);
    const now = this.clock.now();
    const columns = {
      version_id: project.current_version_id,
      grade: late?.grade ?? null,
      original_score: checked.grade,
      max_score: grading.maxScore,
      rubric_id: input.type === 'rubric' ? input.rubric_id : null,
      criteria: JSON.stringify(checked.criteria),
      text_grades: JSON.stringify(Object.fromEntries(Object.entries(input.text_grades).map(([id, text]) => [id, feedbackHtml(text)]))),
      text_feedback: feedbackHtml(input.text_feedback),
      audio_feedback_media_id: input.audio_feedback,
      video_feedback_media_id: input.video_feedback,
      apply_policy: input.apply_policy,
      graded_by: graderId,
      graded_at: now,
    };
    const written =
      input.revision === 0
        ? await trx('project_grades')
            .insert({ project_id: input.project_id, course_id: project.course_id, component_id: project.component_id, student_id: project.owner_id, ...columns, revision: 1 })
            .onConflict('project_id')
            .ignore()
            .returning(['revision', 'manually_accepted'])
        : await trx('project_grades')
            .where({ project_id: input.project_id, revision: input.revision })
            .update({ ...columns, revision: trx.raw('revision + 1') })
            .returning(['revision', 'manually_accepted']);
    if (written.length === 0) throw gradeChanged();

    const status = checked.grade === null ? ungradedStatus(project.status) : gradedStatus(project.status);
    const { revision: projectRevision } = await new ProjectStore(this.db).updateProject(trx, project, { status }, now);
    if (grading.activity) {
      const deducted = late !== null && late.latePercent > 0 && policy !== null;
      await this.recordInLedger(trx, grading.activity.id, project.owner_id, {
        project_id: input.project_id,
        version_id: project.current_version_id,
        grade: late?.grade ?? null,
        max_score: grading.maxScore,
        late_percent: late?.latePercent ?? 0,
        apply_policy: input.apply_policy,
        late: deducted ? { rawScore: checked.grade!, percent: late.latePercent, latenessSeconds: late.latenessSeconds, policy } : null,
      });
    }

    // The row as written, without reading it back: the revision is the one the write returned.
    const grade: GradeJson = {
      ...columns,
      criteria: checked.criteria,
      text_grades: JSON.parse(columns.text_grades) as Record<string, string>,
      graded_at: now.toISOString(),
      manually_accepted: (written[0] as { manually_accepted: boolean }).manually_accepted,
      revision: (written[0] as { revision: number }).revision,
    };
    return { grade, media, submittedAt: project.submitted_at, status, projectRevision };
  }

  /** The student's latest attempt takes the grade (the submit recorded it); one is recorded when there is none. */
  private async recordInLedger(trx: Knex.Transaction, activityId: string, studentId: string, payload: ProjectGradePayload): Promise<void> {
    const attempts = await this.grading.attempts(activityId, studentId, trx);
    const latest = attempts.reduce<(typeof attempts)[number] | null>((last, attempt) => (last === null || attempt.submittedAt >= last.submittedAt ? attempt : last), null);
    if (latest) await this.grading.updateSubmission(latest.id, payload, trx);
    else await this.grading.recordSubmission({ activityId, userId: studentId, submission: payload }, trx);
  }
}

/** Audio and video feedback are files of the course's media library. */
function mediaProblems(input: GradeSave, media: MediaById): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['audio_feedback', 'video_feedback'] as const) {
    const id = input[field];
    if (id !== null && !media.has(id)) problems.push({ field, message: "Choose a file of this course's media library." });
  }
  return problems;
}
