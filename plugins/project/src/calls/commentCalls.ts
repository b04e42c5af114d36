import {
  ApiCommentSchema,
  defineCall,
  ID_PATTERN,
  MentionCandidateSchema,
  NoAnswer,
  nullableString,
  OrNoAnswer,
  Type,
  type Static,
} from '@lms/sdk/calls';

/** Project comments (part 2 §3 "Comment" under {courseId}/projects/{projectId}/comments), their moderation and graded comments (docs/api.md "Project comments"). */

const COMMENTS = 'comments/:courseId/projects/:projectId/';
const COMMENT = `${COMMENTS}:commentId/`;
/** The spec's submissions/{courseId}/comments/{commentsComp}: the project component whose comments are graded. */
// The spec's path (part 2 §7), which the router also answers with a closing slash.
const SUBMISSION = 'submissions/:courseId/comments/:commentsComp';
const GRADING = 'comments-grading/:courseId/:componentId/:studentId/';

/** 64 KiB of markup is far more than any comment; it bounds the work of sanitising. */
const message = () => Type.String({ maxLength: 64 * 1024, errorMessage: { type: 'The message must be text.', maxLength: 'This message is too long.' } });

export const newCommentSchema = Type.Object(
  { message: message(), parent_id: Type.Optional(nullableString({ pattern: ID_PATTERN })) },
  { additionalProperties: false },
);
export const editCommentSchema = Type.Object({ message: message() }, { additionalProperties: false });

export const ProjectCommentsAnswerSchema = Type.Object({
  /** The reader moderates (professor rights): flags, pins, changes anyone's comment. */
  moderator: Type.Boolean(),
  /** Comments on the component's projects are graded (config comments_comp.comments.graded). */
  graded: Type.Boolean(),
  comments: Type.Array(ApiCommentSchema),
});
export type ProjectCommentsAnswer = Static<typeof ProjectCommentsAnswerSchema>;

/** A moderation call's answer: the spec's success message and the comment as the caller now sees it (null: no longer seen). */
export const CommentModerationAnswerSchema = Type.Object({ message: Type.String(), post: Type.Union([ApiCommentSchema, Type.Null()]) });
export type CommentModerationAnswer = Static<typeof CommentModerationAnswerSchema>;

export const getProjectComments = defineCall({
  method: 'GET',
  path: COMMENTS,
  summary: "A project's comments with nested replies and their authors, for its owner, professors and classmates while it is shared.",
  answer: ProjectCommentsAnswerSchema,
});

export const createProjectComment = defineCall({
  method: 'POST',
  path: COMMENTS,
  summary: 'Comments on a project, or replies to a comment (parent_id); an empty text is ignored (204).',
  body: newCommentSchema,
  answer: OrNoAnswer(ApiCommentSchema),
});

export const editProjectComment = defineCall({
  method: 'PUT',
  path: COMMENT,
  summary: 'Edits a comment (its author or a moderator); an empty message marks it deleted.',
  body: editCommentSchema,
  answer: ApiCommentSchema,
});

export const deleteProjectComment = defineCall({
  method: 'DELETE',
  path: COMMENT,
  summary: 'Marks a comment deleted (its author or a moderator).',
  answer: ApiCommentSchema,
});

export const undeleteProjectComment = defineCall({
  method: 'POST',
  path: `${COMMENT}undelete/`,
  summary: 'Restores a deleted comment (its author or a moderator).',
  answer: ApiCommentSchema,
});

export const flagProjectComment = defineCall({
  method: 'POST',
  path: `${COMMENT}flag/`,
  summary: "Flags a comment for the moderators: others no longer see it. Answers 'Post flagged'.",
  answer: CommentModerationAnswerSchema,
});

export const unflagProjectComment = defineCall({
  method: 'DELETE',
  path: `${COMMENT}flag/`,
  summary: "Moderators: un-flags a comment. Answers 'Post un-flagged'.",
  answer: CommentModerationAnswerSchema,
});

export const pinProjectComment = defineCall({
  method: 'POST',
  path: `${COMMENT}pin/`,
  summary: "Moderators: pins a comment at the top. Answers 'Post pinned.'.",
  answer: CommentModerationAnswerSchema,
});

export const unpinProjectComment = defineCall({
  method: 'DELETE',
  path: `${COMMENT}pin/`,
  summary: "Moderators: un-pins a comment. Answers 'Post un-pinned.'.",
  answer: CommentModerationAnswerSchema,
});

export const getProjectMentionCandidates = defineCall({
  method: 'GET',
  path: `${COMMENTS}mentions/`,
  summary: 'Who the caller may @mention in the course: its members, less the caller and bots.',
  answer: Type.Array(MentionCandidateSchema),
});

export const recordCommented = defineCall({
  method: 'POST',
  path: SUBMISSION,
  summary: "Records that the caller (a student) commented on the project component's projects.",
  answer: NoAnswer,
});

export const removeCommented = defineCall({
  method: 'DELETE',
  path: SUBMISSION,
  summary: "Removes the caller's record that they commented.",
  answer: NoAnswer,
});

export const setCommented = defineCall({
  method: 'PUT',
  path: SUBMISSION,
  summary: 'Professors: records (or with remove, removes) that another student commented.',
  body: Type.Object(
    { student_id: Type.String({ pattern: ID_PATTERN, errorMessage: 'The student id must be 24 hexadecimal characters.' }), remove: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  answer: NoAnswer,
});

/** One student's comments on a component's projects, as a grader reads them. */
export const StudentCommentsSchema = Type.Object({
  /** The component's comments settings (config comments_comp.comments). */
  graded: Type.Boolean(),
  max_score: Type.Union([Type.Number(), Type.Null()]),
  due_date: nullableString(),
  /** When they recorded commenting (null: not recorded). */
  commented_at: nullableString(),
  grade: Type.Union([Type.Number(), Type.Null()]),
  graded_at: nullableString(),
  /** The grade's revision, named by the next grade (0 before any). */
  revision: Type.Integer(),
  comments: Type.Array(
    Type.Object({
      _id: Type.String(),
      project_id: Type.String(),
      project_title: Type.String(),
      message: Type.String(),
      raw_message: Type.String(),
      timestamp: Type.String(),
    }),
  ),
});
export type StudentComments = Static<typeof StudentCommentsSchema>;

export const getStudentComments = defineCall({
  method: 'GET',
  path: GRADING,
  summary: "Professors: a student's comments on the component's projects, their comments grade and the max score.",
  answer: StudentCommentsSchema,
});

export const gradeStudentComments = defineCall({
  method: 'PUT',
  path: GRADING,
  summary: "Professors: a student's comments grade (0 to the comments max score; null clears it), into the gradebook's comments column.",
  body: Type.Object(
    {
      grade: Type.Union([Type.Number({ minimum: 0, errorMessage: { type: 'The score must be a number.', minimum: 'The score must be 0 or more.' } }), Type.Null()]),
      /** The revision read (0 before any grade); an older one is refused (409 comment-grade-changed). */
      revision: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
  answer: StudentCommentsSchema,
});
