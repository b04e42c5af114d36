import { coreServices, defineRoute } from '@lms/sdk';
import { getLateWork, saveLateDecision } from '../../calls/lateWorkCalls.ts';
import { lateSubmissions } from './lateSubmissions.ts';

/**
 * The late work manager's calls: staff of the course read the list; only
 * those who manage the course (instructors, assistants with manager rights)
 * decide. The decision is one ledger statement: an attempt of another course
 * is not-found and nothing is stored.
 */
export const lateWorkRoutes = [
  defineRoute(getLateWork, {
    permission: 'course:professor',
    deps: { records: coreServices.gradebookRecords },
    handler: async ({ params, deps }) => ({ submissions: await lateSubmissions(deps.records, params.courseId) }),
  }),
  defineRoute(saveLateDecision, {
    permission: 'course:manage',
    deps: { grading: coreServices.grading },
    handler: async ({ params, body, user, deps }) => {
      await deps.grading.setLateDecision({ courseId: params.courseId, attemptIds: body.attempt_ids, decision: body.decision, by: user!.id });
      return { status: 'OK' as const, updated: new Set(body.attempt_ids).size };
    },
  }),
];
