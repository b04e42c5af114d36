import { GRADABLE_STATUSES } from '../../rules/gradeStatus.ts';

/**
 * SQL over the plugin's own tables shared by the speed grader's reads and its
 * save (core's records come through coreServices). Each read of ours is one
 * statement, json built by PostgreSQL (bench/speed-grading).
 */

/** `p` is in the grading list: submitted or graded, and not reopened since (part 2 §4). */
export const IN_GRADING_LIST = `p.status in (${GRADABLE_STATUSES.map((status) => `'${status}'`).join(', ')}) and p.reopened_at is null`;

/** The grade row of project `p` as GradeJson, or null while it has none. */
export const GRADE_JSON = `(select json_build_object('grade', g.grade, 'original_score', g.original_score, 'max_score', g.max_score, 'rubric_id', g.rubric_id,
    'criteria', g.criteria, 'text_grades', g.text_grades, 'text_feedback', g.text_feedback, 'apply_policy', g.apply_policy,
    'manually_accepted', g.manually_accepted, 'graded_at', g.graded_at, 'revision', g.revision, 'version_id', g.version_id,
    'audio_feedback_media_id', g.audio_feedback_media_id, 'video_feedback_media_id', g.video_feedback_media_id)
  from project_grades g where g.project_id = p.id)`;

/** The artifacts of `p`'s current version (the one submitted) in order. */
export const ARTIFACTS_JSON = `coalesce((select json_agg(json_build_object('_id', ar.id, 'type', ar.type, 'title', ar.title, 'content', ar.content, 'url', ar.url,
    'position', ar.position, 'preview', ar.preview, 'created_at', ar.created_at, 'media_id', ar.media_id) order by ar.position, ar.id)
  from project_artifacts ar where ar.version_id = p.current_version_id), '[]')`;
