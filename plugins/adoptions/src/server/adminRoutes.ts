import { defineRoute } from '@lms/sdk';
import { ADOPTION_PAGE_SIZE } from '../schemas/adoptionMessages.ts';
import { approveSchema, decisionSchema, requestListQuerySchema } from '../schemas/adoptionBodies.ts';
import { approverRef, requestServiceRef } from './services.ts';

const deps = { requests: requestServiceRef, approver: approverRef };

/** Part 3 §7 "Administration": the adoption request calls (GET requests, request/{id}, get_count; PUT update/...). */
export const adminRoutes = [
  defineRoute({
    method: 'GET',
    path: 'adoptions/requests',
    permission: 'site-admin',
    summary: 'Adoption requests, pending first (oldest first), then decided ones; pages of at most 1000.',
    query: requestListQuerySchema,
    deps,
    handler: ({ query, deps }) => deps.requests.page({ skip: query.skip ?? 0, limit: query.limit ?? ADOPTION_PAGE_SIZE, courseId: query.course }),
  }),
  defineRoute({
    method: 'GET',
    path: 'adoptions/request/:requestId',
    permission: 'site-admin',
    summary: 'One adoption request, in whatever state.',
    deps,
    handler: ({ params, deps }) => deps.requests.one(params.requestId!),
  }),
  defineRoute({
    method: 'GET',
    path: 'adoptions/get_count',
    permission: 'site-admin',
    summary: 'How many adoption requests wait for a decision.',
    deps,
    handler: async ({ deps }) => ({ count: await deps.requests.pendingCount() }),
  }),
  defineRoute({
    method: 'PUT',
    path: 'adoptions/update/reject/remove',
    permission: 'site-admin',
    summary: 'Rejects pending requests, or removes pending and approved ones; all named or none.',
    body: decisionSchema,
    deps,
    handler: async ({ body, user, deps }) => ({ updated: await deps.requests.decide(body.ids, body.action, user!.id) }),
  }),
  defineRoute({
    method: 'PUT',
    path: 'adoptions/update/clone/:requestId',
    permission: 'site-admin',
    summary: 'Approves a pending request: copies the catalog course for the requester (edited title and start date) and mails them.',
    body: approveSchema,
    deps,
    handler: ({ params, body, user, origin, deps }) => deps.approver.approve(params.requestId!, body, user!.id, origin),
  }),
  defineRoute({
    method: 'PUT',
    path: 'adoptions/update/invite/:requestId',
    permission: 'site-admin',
    summary: 'Sends the approval mail of an approved request again.',
    deps,
    handler: ({ params, origin, deps }) => deps.approver.invite(params.requestId!, origin),
  }),
];
