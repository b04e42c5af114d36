import { defineCall, Type, type AnyCall } from '@lms/sdk/calls';
import { approveSchema, decisionSchema, requestListQuerySchema } from '../schemas/adoptionBodies.ts';
import { AdoptionRequestSchema, RequestListSchema } from '../schemas/adoptionTypes.ts';

/** Part 3 §7 "Administration": the adoption request calls (GET requests, request/{id}, get_count; PUT update/...). */

export const getRequests = defineCall({
  method: 'GET',
  path: 'adoptions/requests',
  summary: 'Adoption requests, pending first (oldest first), then decided ones; pages of at most 1000.',
  query: requestListQuerySchema,
  answer: RequestListSchema,
});

export const getRequest = defineCall({
  method: 'GET',
  path: 'adoptions/request/:requestId',
  summary: 'One adoption request, in whatever state.',
  answer: AdoptionRequestSchema,
});

export const getPendingCount = defineCall({
  method: 'GET',
  path: 'adoptions/get_count',
  summary: 'How many adoption requests wait for a decision.',
  answer: Type.Object({ count: Type.Integer() }),
});

export const decideRequests = defineCall({
  method: 'PUT',
  path: 'adoptions/update/reject/remove',
  summary: 'Rejects pending requests, or removes pending and approved ones; all named or none.',
  body: decisionSchema,
  answer: Type.Object({ updated: Type.Integer() }),
});

export const approveRequest = defineCall({
  method: 'PUT',
  path: 'adoptions/update/clone/:requestId',
  summary: 'Approves a pending request: copies the catalog course for the requester (edited title and start date) and mails them.',
  body: approveSchema,
  answer: AdoptionRequestSchema,
});

export const inviteRequester = defineCall({
  method: 'PUT',
  path: 'adoptions/update/invite/:requestId',
  summary: 'Sends the approval mail of an approved request again.',
  answer: AdoptionRequestSchema,
});

/**
 * The spec's own paths (part 3 §7 names these calls without our `adoptions/`
 * prefix): the same call, answered by the same route options (adminRoutes.ts binds both).
 */
const atSpecPath = <C extends AnyCall>(call: C): C =>
  defineCall({ ...call, path: call.path.replace('adoptions/', ''), summary: `${call.summary} The spec's path; also at ${call.path}.` }) as unknown as C;

export const SPEC_PATH_CALLS: ReadonlyMap<AnyCall, AnyCall> = new Map<AnyCall, AnyCall>(
  [getRequests, getRequest, getPendingCount, decideRequests, approveRequest, inviteRequester].map((call): [AnyCall, AnyCall] => [call, atSpecPath(call)]),
);
