import type { MediaFile } from '@lms/sdk';
import type { StoredProjectStatus } from '../../rules/projectStatus.ts';
import type { ArtifactType, ProjectFile } from '../../schemas/projectTypes.ts';

/** `project_projects` as read. */
export interface ProjectRow {
  id: string;
  course_id: string;
  component_id: string;
  lesson_id: string;
  page_id: string;
  owner_id: string;
  title: string;
  image_media_id: string | null;
  status: StoredProjectStatus;
  current_version_id: string;
  submitted_at: Date | null;
  reopened_at: Date | null;
  created_at: Date;
  updated_at: Date;
  revision: number;
}

export interface VersionOperation {
  action: 'submit' | 'share';
  timestamp: string;
}

/** `project_versions` as read. */
export interface VersionRow {
  id: string;
  project_id: string;
  course_id: string;
  index: number;
  operations: VersionOperation[];
  is_shared: boolean;
  is_submitted: boolean;
  created_at: Date;
}

/** `project_artifacts` as read. */
export interface ArtifactRow {
  id: string;
  version_id: string;
  project_id: string;
  course_id: string;
  type: ArtifactType;
  title: string;
  content: string | null;
  media_id: string | null;
  url: string | null;
  position: number;
  preview: Record<string, unknown> | null;
  created_at: Date;
}

/** `project_grades` as read (decimals may come back as strings). */
export interface GradeRow {
  project_id: string;
  course_id: string;
  component_id: string;
  student_id: string;
  version_id: string | null;
  grade: number | string | null;
  original_score: number | string | null;
  max_score: number | string;
  rubric_id: string | null;
  criteria: Record<string, number>;
  text_grades: Record<string, string>;
  text_feedback: string;
  audio_feedback_media_id: string | null;
  video_feedback_media_id: string | null;
  apply_policy: boolean;
  manually_accepted: boolean;
  graded_by: string | null;
  graded_at: Date | null;
  revision: number;
}

export const iso = (date: Date | string) => new Date(date).toISOString();
export const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));
export const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Where a reader of a project fetches one of its files. A member's own upload
 * (the submissions library) is served by the media route to its uploader and
 * professors only, so a classmate reading a shared project gets it through
 * the project (projectFileRoute); the course library's files stay where they are.
 */
export function projectFileUrl(file: MediaFile, projectId: string): string {
  return file.library === 'submissions' ? `/server/projects/${file.course_id}/${projectId}/files/${file._id}` : file.url;
}

/** A library file as an artifact, a cover or a feedback of the project shows it. */
export function projectFile(file: MediaFile, projectId: string): ProjectFile {
  const url = projectFileUrl(file, projectId);
  const thumbnailUrl = file.library === 'submissions' ? (file.thumbnail_url ? url : null) : file.thumbnail_url;
  return { id: file._id, filename: file.display_name || file.name, url, thumbnailUrl, mimetype: file.mimetype, converting: file.converting };
}
