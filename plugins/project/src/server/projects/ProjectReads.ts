import { LmsError, type Clock, type ComponentReader, type GradebookRecords } from '@lms/sdk';
import type { ProjectAnswer, ProjectListEntry, ProjectLists } from '../../calls/projectCalls.ts';
import { ownerSeesGrade } from '../../rules/projectGradeVisibility.ts';
import { hasProfessorRights, readMode, seesGrade, type ProjectMode } from '../../rules/projectRights.ts';
import { apiStatus, type StoredProjectStatus } from '../../rules/projectStatus.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import type { ApiProject, ApiVersion } from '../../schemas/projectTypes.ts';
import type { Caller } from './caller.ts';
import { isoOrNull, type GradeRow, type ProjectRow, type VersionRow } from './projectRows.ts';
import type { ProjectStore } from './ProjectStore.ts';
import type { ProjectViews } from './ProjectViews.ts';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const PERMISSION_DENIED = 'Permission denied.';

const GRADED: readonly StoredProjectStatus[] = ['graded', 'graded_late'];
const SUBMITTED: readonly StoredProjectStatus[] = ['submitted', 'submitted_late'];

/** A project a caller may read, with its current version and how they read it. */
export interface ReadableProject {
  row: ProjectRow;
  version: VersionRow;
  mode: ProjectMode;
}

/** The projects room's reads, each with the reader's rights (part 2 §6). */
export class ProjectReads {
  constructor(
    private readonly store: ProjectStore,
    private readonly views: ProjectViews,
    private readonly components: ComponentReader,
    private readonly records: GradebookRecords,
    private readonly clock: Clock,
  ) {}

  /** The project component's config as the caller may see it (not-found for a hidden or other component). */
  async config(courseId: string, componentId: string, caller: Caller): Promise<ProjectConfig> {
    return (await this.components.get(courseId, componentId, caller.access, 'project', 'This is not a project component.')).config;
  }

  /** The project and how the caller reads it; not-found when they may not read it at all (its existence stays hidden). */
  async readable(courseId: string, projectId: string, caller: Caller): Promise<ReadableProject> {
    const row = await this.store.project(courseId, projectId);
    const version = row && (await this.store.version(row.id, row.current_version_id));
    const mode = row && version ? readMode(row.owner_id, version.is_shared, caller.user.id, caller.access) : null;
    if (!row || !version || !mode) throw new LmsError('not-found', PROJECT_NOT_FOUND);
    return { row, version, mode };
  }

  async answer(courseId: string, projectId: string, caller: Caller): Promise<ProjectAnswer> {
    const readable = await this.readable(courseId, projectId, caller);
    const config = await this.config(courseId, readable.row.component_id, caller);
    const grade = await this.visibleGrade(readable.row, readable.mode);
    const [project, context] = await this.projectView(readable, config, grade);
    return { project, mode: readable.mode, grade: grade && this.views.grade(grade, readable.row.submitted_at, context), rubric: null };
  }

  /** The project as `caller` reads it now (the answer of every write). */
  async project(courseId: string, projectId: string, caller: Caller): Promise<ApiProject> {
    const readable = await this.readable(courseId, projectId, caller);
    const config = await this.config(courseId, readable.row.component_id, caller);
    return (await this.projectView(readable, config, await this.visibleGrade(readable.row, readable.mode)))[0];
  }

  private async projectView({ row, version }: ReadableProject, config: ProjectConfig, grade: GradeRow | null) {
    const artifacts = await this.store.artifacts([version.id]);
    const context = await this.views.context(row.course_id, [row.owner_id], [
      row.image_media_id,
      ...artifacts.map((artifact) => artifact.media_id),
      grade?.audio_feedback_media_id ?? null,
      grade?.video_feedback_media_id ?? null,
    ]);
    return [this.views.project(row, config, version, artifacts, grade, context), context] as const;
  }

  /** The grade row the reader may see: professors always, the owner once graded and the activity's score visibility allows. */
  private async visibleGrade(row: ProjectRow, mode: ProjectMode): Promise<GradeRow | null> {
    if (mode === 'foreignProjectView') return null;
    const [grade] = await this.store.grades([row.id]);
    if (!grade) return null;
    const ownerMay = mode === 'myProjectView' && GRADED.includes(row.status) && (await this.ownerMaySee(row.course_id, row.component_id));
    return seesGrade(mode, ownerMay) ? grade : null;
  }

  private async ownerMaySee(courseId: string, componentId: string): Promise<boolean> {
    const activity = (await this.records.activities(courseId)).find((entry) => entry.componentId === componentId);
    if (!activity) return true;
    return ownerSeesGrade(activity.settings.score_visibility, activity.dueDate, activity.closeDate, this.clock.now());
  }

  /** The history tab: the owner and professors see every version, a classmate the shared ones. */
  async versions(courseId: string, projectId: string, caller: Caller): Promise<ApiVersion[]> {
    const { row, mode } = await this.readable(courseId, projectId, caller);
    const versions = (await this.store.versions(row.id)).filter((version) => mode !== 'foreignProjectView' || version.is_shared);
    const artifacts = await this.store.artifacts(versions.map((version) => version.id));
    const context = await this.views.context(courseId, [], artifacts.map((artifact) => artifact.media_id));
    return versions.map((version) => this.views.version(version, artifacts.filter((artifact) => artifact.version_id === version.id), context));
  }

  async version(courseId: string, projectId: string, versionId: string, caller: Caller): Promise<ApiVersion> {
    const { row, mode } = await this.readable(courseId, projectId, caller);
    const version = await this.store.version(row.id, versionId);
    if (!version || (mode === 'foreignProjectView' && !version.is_shared)) throw new LmsError('not-found', 'Version not found.');
    const artifacts = await this.store.artifacts([version.id]);
    const context = await this.views.context(courseId, [], artifacts.map((artifact) => artifact.media_id));
    return this.views.version(version, artifacts, context);
  }

  /** The component page's lists: the caller's own project, classmates' shared ones and, for professors, submitted and graded. */
  async lists(courseId: string, componentId: string, caller: Caller): Promise<ProjectLists> {
    await this.config(courseId, componentId, caller);
    const professor = hasProfessorRights(caller.access);
    const [mine, shared, submitted, graded] = await Promise.all([
      this.store.ownProject(courseId, componentId, caller.user.id),
      this.store.sharedByComponent(courseId, componentId),
      professor ? this.store.byComponent(courseId, componentId, SUBMITTED) : [],
      professor ? this.store.byComponent(courseId, componentId, GRADED) : [],
    ]);
    const others = shared.filter((row) => row.owner_id !== caller.user.id);
    const all = [...(mine ? [mine] : []), ...others, ...submitted, ...graded];
    const gradeRows = new Map((await this.store.grades(professor ? all.map((row) => row.id) : mine ? [mine.id] : [])).map((grade) => [grade.project_id, grade]));
    const context = await this.views.context(courseId, all.map((row) => row.owner_id), all.map((row) => row.image_media_id));
    const mineGrade = mine && gradeRows.get(mine.id) && (professor || (GRADED.includes(mine.status) && (await this.ownerMaySee(courseId, componentId)))) ? gradeRows.get(mine.id)! : null;
    const entry = (row: ProjectRow) => this.views.listEntry(row, professor ? (gradeRows.get(row.id) ?? null) : null, context);
    return {
      mine: mine ? this.views.listEntry(mine, mineGrade, context) : null,
      shared: others.map(entry),
      submitted: submitted.map(entry),
      graded: graded.map(entry),
    };
  }

  /** The comments modal: the projects of the component the caller may comment on (their own and classmates' shared ones; professors every one). */
  async commentable(courseId: string, componentId: string, caller: Caller): Promise<ProjectListEntry[]> {
    await this.config(courseId, componentId, caller);
    const professor = hasProfessorRights(caller.access);
    const [mine, shared] = await Promise.all([this.store.ownProject(courseId, componentId, caller.user.id), this.store.sharedByComponent(courseId, componentId)]);
    const rows = professor ? await this.store.byComponent(courseId, componentId) : [...(mine ? [mine] : []), ...shared.filter((row) => row.id !== mine?.id)];
    const context = await this.views.context(courseId, rows.map((row) => row.owner_id), rows.map((row) => row.image_media_id));
    return rows.map((row) => this.views.listEntry(row, null, context));
  }

  /** A student's status on a component (the speed grader, the late work manager): professors, or the student themself. */
  async status(courseId: string, componentId: string, studentId: string, caller: Caller) {
    if (studentId !== caller.user.id && !hasProfessorRights(caller.access)) throw new LmsError('access-denied', PERMISSION_DENIED);
    await this.config(courseId, componentId, caller);
    const row = await this.store.ownProject(courseId, componentId, studentId);
    return { project_id: row?.id ?? null, status: row ? apiStatus(row.status) : null, submitted_at: row ? isoOrNull(row.submitted_at) : null };
  }
}
