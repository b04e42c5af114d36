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
