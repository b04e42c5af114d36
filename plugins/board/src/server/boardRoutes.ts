import { defineRoute, jsonSchema } from '@lms/sdk';
import { editPostSchema, newPostSchema, type EditPostBody, type NewPostBody } from '../schemas/postBodies.ts';
import { routeCaller } from './routeCaller.ts';
import { POST_RATE_LIMIT } from './postRateLimit.ts';
import { boardServiceRef } from './services.ts';

const BOARD = 'board/:courseId/:boardId/';
const POST = `${BOARD}posts/:postId/`;
const deps = { boards: boardServiceRef };

export const boardRoutes = [
  defineRoute({
    method: 'GET',
    path: BOARD,
    permission: 'course:view',
    summary: "A discussion board's dates and state and its posts with nested replies, as the caller may see them.",
    deps,
    handler: (request) => request.deps.boards.read(request.params.courseId!, request.params.boardId!, routeCaller(request)),
  }),
  defineRoute({
    method: 'POST',
    path: `${BOARD}posts/`,
    permission: 'course:view',
    rateLimit: POST_RATE_LIMIT,
    summary: 'Posts on a board, or replies to a post (parent_id); an empty text is ignored (204).',
    body: jsonSchema<NewPostBody>(newPostSchema),
    deps,
    async handler(request) {
      const post = await request.deps.boards.post(request.params.courseId!, request.params.boardId!, routeCaller(request), request.body);
      if (post) request.reply.status(201);
      return post ?? undefined;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: POST,
    permission: 'course:view',
    summary: 'Edits a post (its author or a moderator); an empty message marks it deleted.',
    body: jsonSchema<EditPostBody>(editPostSchema),
    deps,
    handler: (request) => request.deps.boards.edit(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!, request.body),
  }),
  defineRoute({
    method: 'DELETE',
    path: POST,
    permission: 'course:view',
    summary: 'Marks a post deleted (its author or a moderator).',
    deps,
    handler: (request) => request.deps.boards.remove(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!),
  }),
  defineRoute({
    method: 'POST',
    path: `${POST}undelete/`,
    permission: 'course:view',
    summary: 'Restores a deleted post (its author or a moderator).',
    deps,
    handler: (request) => request.deps.boards.restore(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!),
  }),
  defineRoute({
    method: 'POST',
    path: `${POST}flag/`,
    permission: 'course:view',
    summary: "Flags a post for the moderators: others no longer see it. Answers 'Post flagged'.",
    deps,
    handler: (request) => request.deps.boards.setFlag(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!, true),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${POST}flag/`,
    permission: 'course:manage',
    summary: "Moderators: un-flags a post. Answers 'Post un-flagged'.",
    deps,
    handler: (request) => request.deps.boards.setFlag(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!, false),
  }),
  defineRoute({
    method: 'POST',
    path: `${POST}pin/`,
    permission: 'course:manage',
    summary: "Moderators: pins a post at the top of the board. Answers 'Post pinned.'.",
    deps,
    handler: (request) => request.deps.boards.setPin(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!, true),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${POST}pin/`,
    permission: 'course:manage',
    summary: "Moderators: un-pins a post. Answers 'Post un-pinned.'.",
    deps,
    handler: (request) => request.deps.boards.setPin(request.params.courseId!, request.params.boardId!, routeCaller(request), request.params.postId!, false),
  }),
];
