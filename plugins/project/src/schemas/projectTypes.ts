import { Type, nullableString, type Static } from '@lms/sdk/calls';

/**
 * Projects as the API answers them, with the spec's field names (part 2 §3
 * Project, Artifact item, Project version, Grade). Shared by server and web.
 */

export const ARTIFACT_TYPES = ['text', 'file', 'image', 'audio', 'video', 'pdf', 'document', 'presentation', 'spreadsheet', 'url'] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

/** Part 2 §4 Project status, as the API writes it (the table stores `submitted_late`, `graded_late`). */
export const PROJECT_STATUSES = ['draft', 'shared', 'submitted', 'submitted late', 'graded', 'graded late'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const ProjectStatusSchema = Type.Union(PROJECT_STATUSES.map((status) => Type.Literal(status)));

/** A media library file an artifact, a cover or a feedback points at. */
export const ProjectFileSchema = Type.Object({
  id: Type.String(),
  filename: Type.String(),
  url: Type.String(),
  thumbnailUrl: nullableString(),
  mimetype: Type.String(),
  /** A video still being converted to a web format (part 1 §8 'Video uploaded, conversion in progress.'). */
  converting: Type.Boolean(),
});
export type ProjectFile = Static<typeof ProjectFileSchema>;

export const ApiArtifactSchema = Type.Object({
  _id: Type.String(),
  type: Type.Union(ARTIFACT_TYPES.map((type) => Type.Literal(type))),
  title: Type.String(),
  /** Sanitised HTML of a text artifact; null for the others. */
  content: nullableString(),
  file: Type.Union([ProjectFileSchema, Type.Null()]),
  url: nullableString(),
  position: Type.Integer(),
  preview: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  created_at: Type.String(),
  /** The grader's text grade of this artifact (part 2 §3 Artifact item text_grade), once the owner may see the grade. */
  text_grade: Type.Optional(nullableString()),
});
export type ApiArtifact = Static<typeof ApiArtifactSchema>;

export const VersionOperationSchema = Type.Object({ action: Type.Union([Type.Literal('submit'), Type.Literal('share')]), timestamp: Type.String() });

export const ApiVersionSchema = Type.Object({
  _id: Type.String(),
  index: Type.Integer(),
  operations: Type.Array(VersionOperationSchema),
  created_at: Type.String(),
  artifacts: Type.Array(ApiArtifactSchema),
  is_shared: Type.Boolean(),
  is_submitted: Type.Boolean(),
});
export type ApiVersion = Static<typeof ApiVersionSchema>;

export const LatePolicySchema = Type.Object({ penalty: Type.Number(), per: Type.Number(), max: Type.Number() });

export const ApiProjectSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.Union([Type.Object({ id: Type.String(), thumbnailUrl: Type.String() }), Type.Null()]),
  owned_by: Type.Object({ _id: Type.String() }),
  user: Type.Object({ id: Type.String(), label: Type.String() }),
  status: ProjectStatusSchema,
  current_version: Type.Object({ _id: Type.String(), index: Type.Integer(), artifacts: Type.Array(ApiArtifactSchema) }),
  /** Shared or submitted (or graded): the owner cannot edit until unshared or reopened. */
  locked: Type.Boolean(),
  updated_at: Type.String(),
  submitted_at: nullableString(),
  /** The score, to the owner once the score may be shown and to professors; null otherwise. */
  grade: Type.Union([Type.Number(), Type.Null()]),
  policy: Type.Union([LatePolicySchema, Type.Null()]),
  due_date: nullableString(),
  _rubric_id: nullableString(),
  _max_score: Type.Union([Type.Number(), Type.Null()]),
  manually_accepted: Type.Boolean(),
  course_id: Type.String(),
  lesson_id: Type.String(),
  page_id: Type.String(),
  component_id: Type.String(),
  /** Bumped by every write; a write naming an older one is refused with 409 `project-changed`. */
  revision: Type.Integer(),
});
export type ApiProject = Static<typeof ApiProjectSchema>;

/** The grader's work on a project as its owner (once visible) and professors read it (part 2 §3 Grade). */
export const ApiGradeSchema = Type.Object({
  grade: Type.Union([Type.Number(), Type.Null()]),
  max_score: Type.Number(),
  criteria: Type.Record(Type.String(), Type.Number()),
  rubric_id: nullableString(),
  text_grades: Type.Record(Type.String(), Type.String()),
  text_feedback: Type.String(),
  audio_feedback: Type.Union([ProjectFileSchema, Type.Null()]),
  video_feedback: Type.Union([ProjectFileSchema, Type.Null()]),
  apply_policy: Type.Boolean(),
  manually_accepted: Type.Boolean(),
  overdue_accepted: Type.Boolean(),
  submitted_at: nullableString(),
  dt_completed: nullableString(),
  original_score: Type.Union([Type.Number(), Type.Null()]),
  revision: Type.Integer(),
});
export type ApiGrade = Static<typeof ApiGradeSchema>;

/**
 * Live events of one project (its owner's edits, shares, submits, reopens;
 * comments and grade saves of the other rooms): the room every reader of the
 * project joins through the `project:join` realtime call. On the wire an
 * event is "project:<event>" (the kernel prefixes the plugin id).
 */
export const projectRoom = (projectId: string) => `project:${projectId}`;

export const PROJECT_EVENTS = {
  /** The project, its version or its artifacts changed: payload `{ projectId, revision }`; readers reload it. */
  changed: 'changed',
  /** The project was deleted: payload `{ projectId }`. */
  deleted: 'deleted',
} as const;

export interface ProjectChangedEvent {
  projectId: string;
  revision: number;
}
