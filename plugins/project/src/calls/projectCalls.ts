import { defineCall, ID_PATTERN, NoAnswer, StreamAnswer, Type, type Static } from '@lms/sdk/calls';
import { ApiRubricSchema } from '../schemas/rubricTypes.ts';
import { ApiArtifactSchema, ApiGradeSchema, ApiProjectSchema, ApiVersionSchema, ARTIFACT_TYPES, ProjectStatusSchema } from '../schemas/projectTypes.ts';

/** Part 2 §7 projects calls at the spec's paths (docs/api.md "Projects"). */

const id = (what: string) => Type.String({ pattern: ID_PATTERN, errorMessage: `The ${what} id must be 24 hexadecimal characters.` });
const PROJECT = 'projects/:courseId/:projectId';
/** Every write names the revision it was made on; an older one is refused (409 project-changed). */
const revision = Type.Integer({ minimum: 1, errorMessage: 'The revision is a whole number from 1.' });

/** A project with what its reader may see of its grade (owner once visible, professors always). */
export const ProjectAnswerSchema = Type.Object({
  project: ApiProjectSchema,
  /** myProjectView (the owner), foreignProjectView (a classmate, read-only) or previewView (a professor). */
  mode: Type.Union([Type.Literal('myProjectView'), Type.Literal('foreignProjectView'), Type.Literal('previewView')]),
  grade: Type.Union([ApiGradeSchema, Type.Null()]),
  /** The rubric the component grades with, when its students may see it (show_rubric) or the grade uses it; professors always. */
  rubric: Type.Union([ApiRubricSchema, Type.Null()]),
});
export type ProjectAnswer = Static<typeof ProjectAnswerSchema>;

export const getProject = defineCall({
  method: 'GET',
  path: PROJECT,
  summary: "A project, its current version's artifacts and the grade its reader may see.",
  answer: ProjectAnswerSchema,
});

export const createProject = defineCall({
  method: 'POST',
  path: 'projects/:courseId',
  summary: "Creates the caller's project on a project component (one per student and component); status.created.",
  body: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Give the project a title (at most 200 characters).' }),
    image: Type.Union([id('image'), Type.Null()]),
    component_id: id('component'),
    course_id: id('course'),
    lesson_id: id('lesson'),
    page_id: id('page'),
  }),
  answer: Type.Object({ status: Type.Object({ created: Type.Boolean() }), project: ApiProjectSchema }),
});

export const updateProject = defineCall({
  method: 'PUT',
  path: PROJECT,
  summary: "Changes a project's title, its cover image (null removes it) or its current version (restore).",
  body: Type.Union([
    Type.Object({ title: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Give the project a title (at most 200 characters).' }), revision }),
    Type.Object({ image: Type.Union([id('image'), Type.Null()]), revision }),
    Type.Object({ current_version: id('version'), revision }),
  ]),
  answer: ApiProjectSchema,
});

export const deleteProject = defineCall({
  method: 'DELETE',
  path: PROJECT,
  summary: "Deletes the caller's own project while it is a draft.",
  query: Type.Object({ revision }, { additionalProperties: false }),
  answer: NoAnswer,
});

const artifactFields = {
  type: Type.Union(ARTIFACT_TYPES.map((type) => Type.Literal(type)), { errorMessage: `The type is one of ${ARTIFACT_TYPES.join(', ')}.` }),
  title: Type.String({ maxLength: 200 }),
  content: Type.Optional(Type.Union([Type.String({ maxLength: 200_000 }), Type.Null()])),
  file: Type.Optional(Type.Union([id('file'), Type.Null()])),
  url: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
};

export const addArtifact = defineCall({
  method: 'POST',
  path: `${PROJECT}/artifacts`,
  summary: "Adds an artifact at the end of the project's current version.",
  body: Type.Object({ ...artifactFields, revision }),
  answer: Type.Object({ artifact: ApiArtifactSchema, project: ApiProjectSchema }),
});

export const updateArtifact = defineCall({
  method: 'PUT',
  path: `${PROJECT}/artifacts/:artifactId`,
  summary: 'Changes an artifact (title, content, file, url) or moves it (position, from 0).',
  body: Type.Object({
    title: Type.Optional(artifactFields.title),
    content: artifactFields.content,
    file: artifactFields.file,
    url: artifactFields.url,
    position: Type.Optional(Type.Integer({ minimum: 0 })),
    revision,
  }),
  answer: Type.Object({ artifact: ApiArtifactSchema, project: ApiProjectSchema }),
});

export const removeArtifact = defineCall({
  method: 'DELETE',
  path: `${PROJECT}/artifacts/:artifactId`,
  summary: 'Removes an artifact from the current version.',
  query: Type.Object({ revision }, { additionalProperties: false }),
  answer: ApiProjectSchema,
});

export const listVersions = defineCall({
  method: 'GET',
  path: `${PROJECT}/versions`,
  summary: "A project's versions, newest first (the history tab).",
  answer: Type.Array(ApiVersionSchema),
});

export const getVersion = defineCall({
  method: 'GET',
  path: `${PROJECT}/versions/:versionId`,
  summary: 'One version with its artifacts.',
  answer: ApiVersionSchema,
});

export const updateVersion = defineCall({
  method: 'PUT',
  path: `${PROJECT}/versions/:versionId`,
  summary: 'Shares or unshares ({is_shared}), submits ({is_submitted: true, course_id}) or, for a professor, reopens ({is_submitted: false, course_id}).',
  body: Type.Union([
    Type.Object({ is_shared: Type.Boolean(), revision }),
    Type.Object({ is_submitted: Type.Boolean(), course_id: id('course'), revision }),
  ]),
  answer: ApiProjectSchema,
});

/** One row of a project list on the component page. */
export const ProjectListEntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.Union([Type.Object({ id: Type.String(), thumbnailUrl: Type.String() }), Type.Null()]),
  user: Type.Object({ id: Type.String(), label: Type.String() }),
  status: ProjectStatusSchema,
  updated_at: Type.String(),
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  grade: Type.Union([Type.Number(), Type.Null()]),
});
export type ProjectListEntry = Static<typeof ProjectListEntrySchema>;

export const ProjectListsSchema = Type.Object({
  /** The caller's own project, if any. */
  mine: Type.Union([ProjectListEntrySchema, Type.Null()]),
  /** Classmates' shared (or submitted, when sharing is on) projects: the shared tab. */
  shared: Type.Array(ProjectListEntrySchema),
  /** Professors only: submitted and graded projects (tabs submitted/graded); empty for students. */
  submitted: Type.Array(ProjectListEntrySchema),
  graded: Type.Array(ProjectListEntrySchema),
});
export type ProjectLists = Static<typeof ProjectListsSchema>;

export const listProjectsByComponent = defineCall({
  method: 'GET',
  path: 'projects/by-component/:courseId/:componentId',
  summary: "The component page's project lists: the caller's own, classmates' shared ones and, for professors, submitted and graded.",
  answer: ProjectListsSchema,
});

export const listProjectsForComments = defineCall({
  method: 'GET',
  path: 'projects/by-component/:courseId/:componentId/comments-modal',
  summary: 'The projects of a component the caller may comment on (shared ones and their own), for the comments modal.',
  answer: Type.Array(ProjectListEntrySchema),
});

export const downloadProject = defineCall({
  method: 'GET',
  path: `${PROJECT}/download`,
  summary: "Prepares a ZIP of the project's current version (its text artifacts as HTML, its files, a list of its links); answers the url to fetch it from.",
  answer: Type.Object({ url: Type.String() }),
});

/** Where `downloadProject`'s url points: the ZIP itself, streamed to whoever may read the project. */
export const downloadProjectArchive = defineCall({
  method: 'GET',
  path: `${PROJECT}/download/zip`,
  summary: "Streams the ZIP of the project's current version (application/zip, as an attachment).",
  answer: StreamAnswer,
});

export const projectSubmissionStatus = defineCall({
  method: 'GET',
  path: 'projects/status/:courseId/:componentId/:studentId',
  summary: "A student's project status on a component, for the speed grader and the late work manager (professors, or the student themself).",
  answer: Type.Object({
    project_id: Type.Union([Type.String(), Type.Null()]),
    status: Type.Union([ProjectStatusSchema, Type.Null()]),
    submitted_at: Type.Union([Type.String(), Type.Null()]),
  }),
});
