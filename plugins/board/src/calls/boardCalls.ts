import { defineCall, OrNoAnswer, Type, type Static } from '@lms/sdk/calls';
import { editPostSchema, newPostSchema } from '../schemas/postBodies.ts';
import { nullableString } from '@lms/sdk/calls';
import { ApiPostSchema, BoardStatusSchema } from '../schemas/threadTypes.ts';

/** The board calls (docs/api.md "Boards and comments"; part 2 §4-§6). */

const BOARD = 'board/:courseId/:boardId/';
const POST = `${BOARD}posts/:postId/`;

export const BoardAnswerSchema = Type.Object({
  board: Type.Object({
    _id: Type.String(),
    allow_images: Type.Boolean(),
    requires_comment: Type.Boolean(),
    open_date: nullableString(),
    close_date: nullableString(),
    due_date: nullableString(),
    status: BoardStatusSchema,
  }),
  /** The reader moderates this board (professor rights in the course). */
  moderator: Type.Boolean(),
  /** The reader has a live post here (moderators always count as having posted). */
  posted: Type.Boolean(),
  /** The reader may post now. */
  can_post: Type.Boolean(),
  /** With requires_comment, before the reader posts: how many of others' posts wait to be seen. */
  hidden_count: Type.Integer(),
  posts: Type.Array(ApiPostSchema),
});
export type BoardAnswer = Static<typeof BoardAnswerSchema>;

/** What a moderation call answers: the spec's success message and the post as the caller now sees it (null: no longer seen). */
export const ModerationAnswerSchema = Type.Object({ message: Type.String(), post: Type.Union([ApiPostSchema, Type.Null()]) });
export type ModerationAnswer = Static<typeof ModerationAnswerSchema>;

export const getBoard = defineCall({
  method: 'GET',
  path: BOARD,
  summary: "A discussion board's dates and state and its posts with nested replies, as the caller may see them.",
  answer: BoardAnswerSchema,
});

export const createPost = defineCall({
  method: 'POST',
  path: `${BOARD}posts/`,
  summary: 'Posts on a board, or replies to a post (parent_id); an empty text is ignored (204).',
  body: newPostSchema,
  answer: OrNoAnswer(ApiPostSchema),
});

export const editPost = defineCall({
  method: 'PUT',
  path: POST,
  summary: 'Edits a post (its author or a moderator); an empty message marks it deleted.',
  body: editPostSchema,
  answer: ApiPostSchema,
});

export const deletePost = defineCall({
  method: 'DELETE',
  path: POST,
  summary: 'Marks a post deleted (its author or a moderator).',
  answer: ApiPostSchema,
});

export const undeletePost = defineCall({
  method: 'POST',
  path: `${POST}undelete/`,
  summary: 'Restores a deleted post (its author or a moderator).',
  answer: ApiPostSchema,
});

export const flagPost = defineCall({
  method: 'POST',
  path: `${POST}flag/`,
  summary: "Flags a post for the moderators: others no longer see it. Answers 'Post flagged'.",
  answer: ModerationAnswerSchema,
});

export const unflagPost = defineCall({
  method: 'DELETE',
  path: `${POST}flag/`,
  summary: "Moderators: un-flags a post. Answers 'Post un-flagged'.",
  answer: ModerationAnswerSchema,
});

export const pinPost = defineCall({
  method: 'POST',
  path: `${POST}pin/`,
  summary: "Moderators: pins a post at the top of the board. Answers 'Post pinned.'.",
  answer: ModerationAnswerSchema,
});

export const unpinPost = defineCall({
  method: 'DELETE',
  path: `${POST}pin/`,
  summary: "Moderators: un-pins a post. Answers 'Post un-pinned.'.",
  answer: ModerationAnswerSchema,
});

/**
 * The spec's `submissions/{courseId}/board/{boardId}` (part 2 §7): here a board
 * submission follows the student's live posts (recorded with the first, removed
 * with the last), so each call brings it in step with them and answers whether
 * one is recorded; none of them records what the posts do not say.
 */
const SUBMISSION = 'submissions/:courseId/board/:boardId';
const SubmissionStateSchema = Type.Object({ submitted: Type.Boolean() });

export const recordBoardSubmission = defineCall({
  method: 'POST',
  path: SUBMISSION,
  summary: "The caller's board submission, brought in step with their live posts: {submitted}.",
  answer: SubmissionStateSchema,
});

export const removeBoardSubmission = defineCall({
  method: 'DELETE',
  path: SUBMISSION,
  summary: "As POST: the submission goes when the caller's last live post does, so it is brought in step with the posts: {submitted}.",
  answer: SubmissionStateSchema,
});

export const syncStudentBoardSubmission = defineCall({
  method: 'PUT',
  path: SUBMISSION,
  summary: "A student's board submission (student_id), brought in step with their live posts by a moderator: {submitted}.",
  body: Type.Object(
    { student_id: Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: { pattern: 'This is not a valid id.' } }), remove: Type.Optional(Type.Boolean()) },
    { errorMessage: { required: { student_id: 'Please name the student.' } } },
  ),
  answer: SubmissionStateSchema,
});
