import type { MediaFile, MediaFileReader, PeopleDirectory } from '@lms/sdk';
import { apiStatus, isLocked } from '../../rules/projectStatus.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import type { ApiArtifact, ApiGrade, ApiProject, ApiVersion } from '../../schemas/projectTypes.ts';
import type { ProjectListEntry } from '../../calls/projectCalls.ts';
import { iso, isoOrNull, numberOrNull, projectFile, type ArtifactRow, type GradeRow, type ProjectRow, type VersionRow } from './projectRows.ts';

/** What the views of some projects need besides their rows, read in a fixed number of queries. */
export interface ViewContext {
  labels: Map<string, string>;
  files: Map<string, MediaFile>;
}

/** Turns project rows into the API's shapes (part 2 §3 Project, Artifact item, Project version, Grade). */
export class ProjectViews {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly media: MediaFileReader,
  ) {}

  /** Owners' names and the library files the rows name. */
  async context(courseId: string, ownerIds: readonly string[], mediaIds: readonly (string | null)[]): Promise<ViewContext> {
    const [people, files] = await Promise.all([
      ownerIds.length ? this.people.byIds([...new Set(ownerIds)]) : [],
      this.media.files(courseId, mediaIds.filter((id): id is string => id !== null)),
    ]);
    return {
      labels: new Map(people.map((person) => [person.id, `${person.firstname} ${person.lastname}`.trim()])),
      files: new Map(files.map((file) => [file._id, file])),
    };
  }

  artifact(row: ArtifactRow, context: ViewContext, textGrade?: string | null): ApiArtifact {
    const file = row.media_id ? context.files.get(row.media_id) : undefined;
    return {
      _id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      file: file ? projectFile(file) : null,
      url: row.url,
      position: row.position,
      preview: row.preview,
      created_at: iso(row.created_at),
      ...(textGrade === undefined ? {} : { text_grade: textGrade }),
    };
  }

  version(row: VersionRow, artifacts: readonly ArtifactRow[], context: ViewContext): ApiVersion {
    return {
      _id: row.id,
      index: row.index,
      operations: row.operations,
      created_at: iso(row.created_at),
      artifacts: artifacts.map((artifact) => this.artifact(artifact, context)),
      is_shared: row.is_shared,
      is_submitted: row.is_submitted,
    };
  }

  private image(row: ProjectRow, context: ViewContext): ApiProject['image'] {
    const file = row.image_media_id ? context.files.get(row.image_media_id) : undefined;
    return file ? { id: file._id, thumbnailUrl: file.thumbnail_url ?? file.url } : null;
  }

  private user(row: ProjectRow, context: ViewContext) {
    return { id: row.owner_id, label: context.labels.get(row.owner_id) ?? '' };
  }

  /** The project as its reader sees it; `grade` is the grade row when the reader may see it, else null. */
  project(row: ProjectRow, config: ProjectConfig, version: VersionRow, artifacts: readonly ArtifactRow[], grade: GradeRow | null, context: ViewContext): ApiProject {
    return {
      _id: row.id,
      title: row.title,
      image: this.image(row, context),
      owned_by: { _id: row.owner_id },
      user: this.user(row, context),
      status: apiStatus(row.status),
      current_version: {
        _id: version.id,
        index: version.index,
        artifacts: artifacts.map((artifact) => this.artifact(artifact, context, grade ? (grade.text_grades[artifact.id] ?? null) : undefined)),
      },
      locked: isLocked(row.status),
      updated_at: iso(row.updated_at),
      submitted_at: isoOrNull(row.submitted_at),
      grade: grade ? numberOrNull(grade.grade) : null,
      policy: config.project.policy ?? null,
      due_date: config.project.due_date,
      _rubric_id: config.project.rubric ? config.project.rubric_id : null,
      _max_score: config.project.rubric ? (config.project.rubric_total_points ?? null) : config.project.max_score,
      manually_accepted: grade?.manually_accepted ?? false,
      course_id: row.course_id,
      lesson_id: row.lesson_id,
      page_id: row.page_id,
      component_id: row.component_id,
      revision: row.revision,
    };
  }

  grade(row: GradeRow, submittedAt: Date | null, context: ViewContext): ApiGrade {
    const feedback = (id: string | null) => {
      const file = id ? context.files.get(id) : undefined;
      return file ? projectFile(file) : null;
    };
    return {
      grade: numberOrNull(row.grade),
      max_score: Number(row.max_score),
      criteria: row.criteria,
      rubric_id: row.rubric_id,
      text_grades: row.text_grades,
      text_feedback: row.text_feedback,
      audio_feedback: feedback(row.audio_feedback_media_id),
      video_feedback: feedback(row.video_feedback_media_id),
      apply_policy: row.apply_policy,
      manually_accepted: row.manually_accepted,
      overdue_accepted: row.manually_accepted,
      submitted_at: isoOrNull(submittedAt),
      dt_completed: isoOrNull(row.graded_at),
      original_score: numberOrNull(row.original_score),
      revision: row.revision,
    };
  }

  listEntry(row: ProjectRow, grade: GradeRow | null, context: ViewContext): ProjectListEntry {
    return {
      _id: row.id,
      title: row.title,
      image: this.image(row, context),
      user: this.user(row, context),
      status: apiStatus(row.status),
      updated_at: iso(row.updated_at),
      submitted_at: isoOrNull(row.submitted_at),
      grade: grade ? numberOrNull(grade.grade) : null,
    };
  }
}
