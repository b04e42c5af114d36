import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { addCommentBankEntry, getGradingQueue, getGradingSubmission, listCommentBank, removeCommentBankEntry, saveSpeedGrade } from '../../calls/speedGradingCalls.ts';
import { commentBankRef, gradingQueueRef, gradingSubmissionRef, speedGradeWriterRef } from './services.ts';

/**
 * Part 2 §2 Speed grading, §7 speed-grading/grade. Professors only (part 2 §6:
 * instructors, and assistants with manager rights: `course:manage`).
 */
export const speedGradingRoutes = [
  defineRoute(getGradingQueue, {
    permission: 'course:manage',
    deps: { queue: gradingQueueRef },
    handler: ({ params, user, access, deps }) => deps.queue.queue(user!, access!, params.courseId, params.componentId),
  }),
  defineRoute(getGradingSubmission, {
    permission: 'course:manage',
    deps: { submissions: gradingSubmissionRef },
    handler: ({ params, access, deps }) => deps.submissions.submission(access!, params.courseId, params.componentId, params.studentId),
  }),
  defineRoute(saveSpeedGrade, {
    // The spec's payload names its course in the body: the same rule as course:manage, checked here.
    permission: 'user',
    deps: { writer: speedGradeWriterRef, permissions: coreServices.permissions },
    rateLimit: { bucket: 'project-speed-grade', key: 'user', points: 600, durationSeconds: 60 },
    async handler({ body, user, deps }) {
      const access = await deps.permissions.courseAccess(user, body.course_id);
      if (!access?.manage) throw new LmsError('access-denied');
      const saved = await deps.writer.save(access, user!.id, body);
      return { data: { grades: [{ student_id: body.student_id }] }, grade: saved.grade, status: saved.status };
    },
  }),
  defineRoute(listCommentBank, {
    permission: 'course:manage',
    deps: { bank: commentBankRef },
    handler: ({ params, deps }) => deps.bank.list(params.courseId),
  }),
  defineRoute(addCommentBankEntry, {
    permission: 'course:manage',
    deps: { bank: commentBankRef },
    handler: ({ params, body, user, deps }) => deps.bank.add(params.courseId, user!.id, body.text),
  }),
  defineRoute(removeCommentBankEntry, {
    permission: 'course:manage',
    deps: { bank: commentBankRef },
    handler: ({ params, deps }) => deps.bank.remove(params.courseId, params.entryId),
  }),
];
