import { defineRoute } from '@lms/sdk';
import { createComment, deleteComment, editComment, getComments, saveCommentSettings } from '../calls/commentCalls.ts';
import { routeCaller } from './routeCaller.ts';
import { POST_RATE_LIMIT } from './postRateLimit.ts';
import { commentServiceRef } from './services.ts';

const deps = { comments: commentServiceRef };

export const commentRoutes = [
  defineRoute(getComments, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.comments.read(request.params.courseId, request.params.componentId, routeCaller(request)),
  }),
  defineRoute(createComment, {
    permission: 'course:view',
    rateLimit: POST_RATE_LIMIT,
    deps,
    async handler(request) {
      const comment = await request.deps.comments.comment(request.params.courseId, request.params.componentId, routeCaller(request), request.body);
      if (comment) request.reply.status(201);
      return comment ?? undefined;
    },
  }),
  defineRoute(editComment, {
    permission: 'course:view',
    deps,
    handler: (request) =>
      request.deps.comments.edit(request.params.courseId, request.params.componentId, routeCaller(request), request.params.commentId, request.body),
  }),
  defineRoute(deleteComment, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.comments.remove(request.params.courseId, request.params.componentId, routeCaller(request), request.params.commentId),
  }),
  defineRoute(saveCommentSettings, {
    permission: 'course:edit',
    deps,
    handler: (request) => request.deps.comments.saveSettings(request.params.courseId, request.params.componentId, routeCaller(request), request.body),
  }),
];
