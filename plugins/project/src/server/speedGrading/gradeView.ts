import type { ApiGrade } from '../../schemas/projectTypes.ts';
import { projectFileOf, type MediaById } from './projectFiles.ts';

/** A `project_grades` row as GRADE_JSON selects it. */
export interface GradeJson {
  grade: number | null;
  original_score: number | null;
  max_score: number;
  rubric_id: string | null;
  criteria: Record<string, number>;
  text_grades: Record<string, string>;
  text_feedback: string;
  apply_policy: boolean;
  manually_accepted: boolean;
  graded_at: string | null;
  revision: number;
  version_id: string | null;
  audio_feedback_media_id: string | null;
  video_feedback_media_id: string | null;
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The library files a grade names. */
export const gradeMediaIds = (row: GradeJson | null) => (row ? [row.audio_feedback_media_id, row.video_feedback_media_id].filter((id): id is string => id !== null) : []);

/** Part 2 §3 Grade of project `projectId` as the grader (and, once visible, the owner) reads it. */
export function apiGrade(row: GradeJson, projectId: string, media: MediaById, submittedAt: Date | null, overdueAccepted: boolean): ApiGrade {
  return {
    grade: amount(row.grade),
    max_score: Number(row.max_score),
    criteria: Object.fromEntries(Object.entries(row.criteria).map(([id, score]) => [id, Number(score)])),
    rubric_id: row.rubric_id,
    text_grades: row.text_grades,
    text_feedback: row.text_feedback,
    audio_feedback: projectFileOf(media, row.audio_feedback_media_id, projectId),
    video_feedback: projectFileOf(media, row.video_feedback_media_id, projectId),
    apply_policy: row.apply_policy,
    manually_accepted: row.manually_accepted,
    overdue_accepted: overdueAccepted,
    submitted_at: iso(submittedAt),
    dt_completed: iso(row.graded_at),
    original_score: amount(row.original_score),
    revision: row.revision,
  };
}
