import { coreServices, defineRoute, fullName, isStudent, LmsError, mentionCandidates, POST_RATE_LIMIT, threadCaller as caller, type RouteRequest } from '@lms/sdk';
import {
  createProjectComment,
  deleteProjectComment,
  editProjectComment,
  flagProjectComment,
  getProjectComments,
  getProjectMentionCandidates,
  getStudentComments,
  gradeStudentComments,
  pinProjectComment,
  recordCommented,
  removeCommented,
  setCommented,
  undeleteProjectComment,
  unflagProjectComment,
  unpinProjectComment,
} from '../../calls/commentCalls.ts';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';
import { commentGradingRef, commentSubmissionsRef, projectCommentsRef } from './services.ts';

const deps = { comments: projectCommentsRef };
type Ids = { courseId: string; projectId: string; commentId: string };
const moderation = (on: boolean, run: 'setFlag' | 'setPin') => ({
  deps,
  handler: (request: RouteRequest<unknown, unknown, typeof deps> & { params: Ids }) =>
    request.deps.comments[run](request.params.courseId, request.params.projectId, caller(request), request.params.commentId, on),
});

export const commentRoutes = [
  defineRoute(getProjectComments, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.comments.read(request.params.courseId, request.params.projectId, caller(request)),
  }),
  defineRoute(createProjectComment, {
    permission: 'course:view',
    rateLimit: POST_RATE_LIMIT,
    deps,
    async handler(request) {
      const comment = await request.deps.comments.comment(request.params.courseId, request.params.projectId, caller(request), request.body);
      if (comment) request.reply.status(201);
      return comment ?? undefined;
    },
  }),
  defineRoute(editProjectComment, {
    permission: 'course:view',
    deps,
    handler: (request) =>
      request.deps.comments.edit(request.params.courseId, request.params.projectId, caller(request), request.params.commentId, request.body),
  }),
  defineRoute(deleteProjectComment, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.comments.remove(request.params.courseId, request.params.projectId, caller(request), request.params.commentId),
  }),
  defineRoute(undeleteProjectComment, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.comments.restore(request.params.courseId, request.params.projectId, caller(request), request.params.commentId),
  }),
  defineRoute(flagProjectComment, { permission: 'course:view', ...moderation(true, 'setFlag') }),
  defineRoute(unflagProjectComment, { permission: 'course:manage', ...moderation(false, 'setFlag') }),
  defineRoute(pinProjectComment, { permission: 'course:manage', ...moderation(true, 'setPin') }),
  defineRoute(unpinProjectComment, { permission: 'course:manage', ...moderation(false, 'setPin') }),
  defineRoute(getProjectMentionCandidates, {
    permission: 'course:view',
    deps: { comments: projectCommentsRef, people: coreServices.people },
    async handler(request) {
      // Only a reader of the project mentions anyone in its comments.
      await request.deps.comments.rooms(request.user!, request.access!, request.params.courseId, request.params.projectId);
      const members = await request.deps.people.courseMembers(request.params.courseId);
      return mentionCandidates(members, request.user!.id).map((person) => ({ _id: person.id, name: fullName(person) }));
    },
  }),
  defineRoute(recordCommented, {
    permission: 'course:view',
    deps: { submissions: commentSubmissionsRef },
    async handler(request) {
      if (!isStudent(request.access!)) throw new LmsError('access-denied', COMMENT_MESSAGES.notAStudent);
      await request.deps.submissions.set(request.params.courseId, request.params.commentsComp, request.user!.id, true, request.access!);
    },
  }),
  defineRoute(removeCommented, {
    permission: 'course:view',
    deps: { submissions: commentSubmissionsRef },
    async handler(request) {
      if (!isStudent(request.access!)) throw new LmsError('access-denied', COMMENT_MESSAGES.notAStudent);
      await request.deps.submissions.set(request.params.courseId, request.params.commentsComp, request.user!.id, false, request.access!);
    },
  }),
  defineRoute(setCommented, {
    permission: 'course:manage',
    deps: { submissions: commentSubmissionsRef },
    async handler(request) {
      await request.deps.submissions.set(request.params.courseId, request.params.commentsComp, request.body.student_id, request.body.remove !== true, request.access!);
    },
  }),
  defineRoute(getStudentComments, {
    permission: 'course:manage',
    deps: { grading: commentGradingRef },
    handler: (request) => request.deps.grading.read(request.params.courseId, request.params.componentId, request.params.studentId, request.access!),
  }),
  defineRoute(gradeStudentComments, {
    permission: 'course:manage',
    deps: { grading: commentGradingRef },
    handler: (request) =>
      request.deps.grading.grade(request.params.courseId, request.params.componentId, request.params.studentId, request.body, { id: request.user!.id, access: request.access! }),
  }),
];
