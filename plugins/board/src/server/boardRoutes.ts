import { coreServices, defineRoute } from '@lms/sdk';
import {
  createPost,
  deletePost,
  editPost,
  flagPost,
  getBoard,
  pinPost,
  recordBoardSubmission,
  removeBoardSubmission,
  syncStudentBoardSubmission,
  undeletePost,
  unflagPost,
  unpinPost,
} from '../calls/boardCalls.ts';
import { routeCaller } from './routeCaller.ts';
import { POST_RATE_LIMIT } from './postRateLimit.ts';
import { boardServiceRef } from './services.ts';

const deps = { boards: boardServiceRef };

export const boardRoutes = [
  ...[recordBoardSubmission, removeBoardSubmission].map((call) =>
    defineRoute(call, {
      permission: 'course:view',
      deps,
      handler: (request) => request.deps.boards.resyncSubmission(request.params.courseId, request.params.boardId, routeCaller(request), null),
    }),
  ),
  defineRoute(syncStudentBoardSubmission, {
    permission: 'course:manage',
    deps,
    handler: (request) => request.deps.boards.resyncSubmission(request.params.courseId, request.params.boardId, routeCaller(request), request.body.student_id),
  }),
  defineRoute(getBoard, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.boards.read(request.params.courseId, request.params.boardId, routeCaller(request)),
  }),
  defineRoute(createPost, {
    permission: 'course:view',
    rateLimit: POST_RATE_LIMIT,
    deps: { ...deps, tracking: coreServices.tracking },
    async handler(request) {
      const post = await request.deps.boards.post(request.params.courseId, request.params.boardId, routeCaller(request), request.body);
      // Issue 21: a post counts in the course's activity (buffered; never fails the call).
      if (post) request.deps.tracking.record({ kind: 'post', courseId: request.params.courseId, userId: request.user!.id });
      if (post) request.reply.status(201);
      return post ?? undefined;
    },
  }),
  defineRoute(editPost, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.boards.edit(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId, request.body),
  }),
  defineRoute(deletePost, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.boards.remove(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId),
  }),
  defineRoute(undeletePost, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.boards.restore(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId),
  }),
  defineRoute(flagPost, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.boards.setFlag(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId, true),
  }),
  defineRoute(unflagPost, {
    permission: 'course:manage',
    deps,
    handler: (request) => request.deps.boards.setFlag(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId, false),
  }),
  defineRoute(pinPost, {
    permission: 'course:manage',
    deps,
    handler: (request) => request.deps.boards.setPin(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId, true),
  }),
  defineRoute(unpinPost, {
    permission: 'course:manage',
    deps,
    handler: (request) => request.deps.boards.setPin(request.params.courseId, request.params.boardId, routeCaller(request), request.params.postId, false),
  }),
];
