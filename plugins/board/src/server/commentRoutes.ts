import { defineRoute, jsonSchema } from '@lms/sdk';
import { commentSettingsSchema, editPostSchema, newPostSchema, type CommentSettingsBody, type EditPostBody, type NewPostBody } from '../schemas/postBodies.ts';
import { routeCaller } from './routeCaller.ts';
import { POST_RATE_LIMIT } from './postRateLimit.ts';
import { commentServiceRef } from './services.ts';

const SECTION = 'comments/:courseId/component/:componentId/';
const COMMENT = `${SECTION}:commentId/`;
const deps = { comments: commentServiceRef };

export const commentRoutes = [
  defineRoute({
    method: 'GET',
    path: SECTION,
    permission: 'course:view',
    summary: "A component's comments setting and its comments with nested replies (authors attached).",
    deps,
    handler: (request) => request.deps.comments.read(request.params.courseId!, request.params.componentId!, routeCaller(request)),
  }),
  defineRoute({
    method: 'POST',
    path: SECTION,
    permission: 'course:view',
    rateLimit: POST_RATE_LIMIT,
    summary: 'Comments on a component, or replies to a comment (parent_id); an empty text is ignored (204).',
    body: jsonSchema<NewPostBody>(newPostSchema),
    deps,
    async handler(request) {
      const comment = await request.deps.comments.comment(request.params.courseId!, request.params.componentId!, routeCaller(request), request.body);
      if (comment) request.reply.status(201);
      return comment ?? undefined;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: COMMENT,
    permission: 'course:view',
    summary: 'Edits a comment (its author or a moderator); an empty message marks it deleted.',
    body: jsonSchema<EditPostBody>(editPostSchema),
    deps,
    handler: (request) =>
      request.deps.comments.edit(request.params.courseId!, request.params.componentId!, routeCaller(request), request.params.commentId!, request.body),
  }),
  defineRoute({
    method: 'DELETE',
    path: COMMENT,
    permission: 'course:view',
    summary: 'Marks a comment deleted (its author or a moderator).',
    deps,
    handler: (request) => request.deps.comments.remove(request.params.courseId!, request.params.componentId!, routeCaller(request), request.params.commentId!),
  }),
  defineRoute({
    method: 'PUT',
    path: 'comments_settings/:courseId/:componentId/',
    permission: 'course:edit',
    summary: "Turns a component's comments on or off and sets when they close (the spec's comments_comp).",
    body: jsonSchema<CommentSettingsBody>(commentSettingsSchema),
    deps,
    handler: (request) => request.deps.comments.saveSettings(request.params.courseId!, request.params.componentId!, routeCaller(request), request.body),
  }),
];
