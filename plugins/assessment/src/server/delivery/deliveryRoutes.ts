import { coreServices, defineRoute } from '@lms/sdk';
import { getDeliveryState, getMaxScore, getMaxScoreById, getReview, getRunningAttempt, saveResponses, startAttempt, submitAttempt } from '../../calls/deliveryCalls.ts';
import { deliveryServiceRef } from './deliveryServiceRef.ts';
import { attemptOwner } from './attemptOwner.ts';
import { nextStepRoute } from './branching/nextStepRoute.ts';
import { practiceRoutes } from './practice/practiceRoutes.ts';

const deps = { delivery: deliveryServiceRef };

export const deliveryRoutes = [
  defineRoute(getMaxScore, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.maxScore(request.params.courseId, request.params.componentId, request.access!),
  }),
  defineRoute(getMaxScoreById, {
    permission: 'course:view',
    deps: { ...deps, components: coreServices.components },
    courseOf: ({ params, deps }) => deps.components.courseOf(params.componentId),
    handler: async (request) => {
      const courseId = await request.deps.components.courseOf(request.params.componentId);
      return request.deps.delivery.maxScore(courseId, request.params.componentId, request.access!);
    },
  }),
  defineRoute(getDeliveryState, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.state(attemptOwner(request), request.access!),
  }),
  defineRoute(startAttempt, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.start(attemptOwner(request), request.access!),
  }),
  defineRoute(getRunningAttempt, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.running(attemptOwner(request), request.access!),
  }),
  defineRoute(saveResponses, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.save(attemptOwner(request), request.access!, request.body.responses),
  }),
  defineRoute(submitAttempt, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.submit(attemptOwner(request), request.access!, request.body.responses),
  }),
  defineRoute(getReview, {
    permission: 'course:view',
    deps,
    handler: (request) => request.deps.delivery.review(attemptOwner(request), request.access!, request.query.number),
  }),
  nextStepRoute,
  ...practiceRoutes,
];
