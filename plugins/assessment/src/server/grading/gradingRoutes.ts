import { defineRoute } from '@lms/sdk';
import { getGradingList, getRegradeSessions, pollJobs, regradeItem, submitOnBehalf, updateRegradeScores } from '../../calls/gradingCalls.ts';
import { gradingQueueRef, itemRegradeRef, onBehalfSubmitterRef, regradeResponsesRef } from './gradingServices.ts';

/**
 * Manual grading, regrade, submit-on-behalf (part 2 §7 "Assessment": regrade/*,
 * assessment/update, assessment/job_poller). regrade/get and regrade/update
 * name the course in their body: the service checks the caller teaches it.
 */
export const gradingRoutes = [
  defineRoute(getGradingList, {
    permission: 'course:professor',
    deps: { queue: gradingQueueRef },
    handler: (request) => request.deps.queue.list(request.params.courseId, request.params.componentId, request.access!, request.query.status),
  }),
  defineRoute(getRegradeSessions, {
    permission: 'user',
    deps: { regrade: regradeResponsesRef },
    handler: (request) => request.deps.regrade.get(request.user!, request.body),
  }),
  defineRoute(updateRegradeScores, {
    permission: 'user',
    deps: { regrade: regradeResponsesRef },
    handler: (request) => request.deps.regrade.update(request.user!, request.body),
  }),
  defineRoute(regradeItem, {
    permission: 'course:professor',
    deps: { regrade: itemRegradeRef },
    handler: (request) => request.deps.regrade.regrade(request.params.courseId, request.params.componentId, request.user!, request.access!, request.body),
  }),
  defineRoute(submitOnBehalf, {
    permission: 'course:professor',
    deps: { submitter: onBehalfSubmitterRef },
    handler: async (request) => {
      const answer = await request.deps.submitter.submit(request.params.courseId, request.body.user_ids, request.body.component_ids, { userId: request.user!.id, access: request.access! });
      request.reply.status(202);
      return answer;
    },
  }),
  defineRoute(pollJobs, {
    permission: 'user',
    deps: { submitter: onBehalfSubmitterRef },
    handler: (request) => request.deps.submitter.poll(request.body.references, request.user!.id),
  }),
];
