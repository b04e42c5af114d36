import { defineRoute, type RouteDefinition } from '@lms/sdk';
import { approveRequest, decideRequests, getPendingCount, getRequest, getRequests, inviteRequester, SPEC_PATH_CALLS } from '../calls/adminCalls.ts';
import { ADOPTION_PAGE_SIZE } from '../schemas/adoptionMessages.ts';
import { approverRef, requestServiceRef } from './services.ts';

const deps = { requests: requestServiceRef, approver: approverRef };

/** Part 3 §7 "Administration": the adoption request calls (GET requests, request/{id}, get_count; PUT update/...). */
const ourRoutes = [
  defineRoute(getRequests, {
    permission: 'site-admin',
    deps,
    handler: ({ query, deps }) => deps.requests.page({ skip: query.skip ?? 0, limit: query.limit ?? ADOPTION_PAGE_SIZE, courseId: query.course }),
  }),
  defineRoute(getRequest, {
    permission: 'site-admin',
    deps,
    handler: ({ params, deps }) => deps.requests.one(params.requestId),
  }),
  defineRoute(getPendingCount, {
    permission: 'site-admin',
    deps,
    handler: async ({ deps }) => ({ count: await deps.requests.pendingCount() }),
  }),
  defineRoute(decideRequests, {
    permission: 'site-admin',
    deps,
    handler: async ({ body, user, deps }) => ({ updated: await deps.requests.decide(body.ids, body.action, user!.id) }),
  }),
  defineRoute(approveRequest, {
    permission: 'site-admin',
    deps,
    handler: ({ params, body, user, origin, deps }) => deps.approver.approve(params.requestId, body, user!.id, origin),
  }),
  defineRoute(inviteRequester, {
    permission: 'site-admin',
    deps,
    handler: ({ params, user, origin, deps }) => deps.approver.invite(params.requestId, origin, user!.id),
  }),
];

/** Each route at our path and at the spec's (SPEC_PATH_CALLS): one set of options, so one permission, rule and handler behind both. */
export const adminRoutes: RouteDefinition[] = ourRoutes.flatMap((route) => {
  const spec = SPEC_PATH_CALLS.get(route.call);
  return spec ? [route, defineRoute(spec, route as never)] : [route];
});
