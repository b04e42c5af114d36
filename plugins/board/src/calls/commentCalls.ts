import { defineCall, OrNoAnswer, Type, type Static } from '@lms/sdk/calls';
import { commentSettingsSchema, editPostSchema, newPostSchema } from '../schemas/postBodies.ts';
import { ApiCommentSchema } from '../schemas/threadTypes.ts';

/** The comment calls: comments under a component (the spec's comments_comp; docs/api.md "Boards and comments"). */

const SECTION = 'comments/:courseId/component/:componentId/';
const COMMENT = `${SECTION}:commentId/`;

export const CommentsAnswerSchema = Type.Object({
  settings: commentSettingsSchema,
  /** After close_date: the input is disabled (moderators may still comment). */
  closed: Type.Boolean(),
  moderator: Type.Boolean(),
  comments: Type.Array(ApiCommentSchema),
});
export type CommentsAnswer = Static<typeof CommentsAnswerSchema>;

export const getComments = defineCall({
  method: 'GET',
  path: SECTION,
  summary: "A component's comments setting and its comments with nested replies (authors attached).",
  answer: CommentsAnswerSchema,
});

export const createComment = defineCall({
  method: 'POST',
  path: SECTION,
  summary: 'Comments on a component, or replies to a comment (parent_id); an empty text is ignored (204).',
  body: newPostSchema,
  answer: OrNoAnswer(ApiCommentSchema),
});

export const editComment = defineCall({
  method: 'PUT',
  path: COMMENT,
  summary: 'Edits a comment (its author or a moderator); an empty message marks it deleted.',
  body: editPostSchema,
  answer: ApiCommentSchema,
});

export const deleteComment = defineCall({
  method: 'DELETE',
  path: COMMENT,
  summary: 'Marks a comment deleted (its author or a moderator).',
  answer: ApiCommentSchema,
});

export const saveCommentSettings = defineCall({
  method: 'PUT',
  path: 'comments_settings/:courseId/:componentId/',
  summary: "Turns a component's comments on or off and sets when they close (the spec's comments_comp).",
  body: commentSettingsSchema,
  answer: commentSettingsSchema,
});
