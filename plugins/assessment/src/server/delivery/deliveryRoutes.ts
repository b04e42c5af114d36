import { defineRoute, jsonSchema, type DepsMap, type RouteRequest } from '@lms/sdk';
import { deliveryServiceRef } from './deliveryServiceRef.ts';
import type { AttemptOwner } from './AttemptStore.ts';
import { nextStepRoute } from './branching/nextStepRoute.ts';
import { practiceRoutes } from './practice/practiceRoutes.ts';

/** Under `assessment/delivery/` so the course and component ids never meet `assessment/items/`. */
const ACTIVITY = 'assessment/delivery/:courseId/:componentId/';
const deps = { delivery: deliveryServiceRef };

interface ResponsesBody {
  responses: Record<string, unknown>;
}

const responsesSchema = {
  type: 'object',
  required: ['responses'],
  additionalProperties: false,
  // Responses by item id: any value (scoring treats a wrong shape as a wrong answer).
  properties: { responses: { type: 'object', maxProperties: 500, additionalProperties: true } },
};

interface SubmitBody {
  responses?: Record<string, unknown>;
}

interface ReviewQuery {
  number?: number;
}

/** The caller's attempts at the route's assessment (course:view guarantees a user and their access). */
function owner(request: RouteRequest<unknown, unknown, DepsMap>): AttemptOwner {
  return { userId: request.user!.id, courseId: request.params.courseId!, componentId: request.params.componentId! };
}

export const deliveryRoutes = [
  defineRoute({
    method: 'GET',
    path: 'assessment/max_score/:courseId/:componentId/',
    permission: 'course:view',
    summary: "The spec's assessment/max_score: {max_score}, what the assessment is worth (with pickx, the picked items worth most).",
    deps,
    handler: (request) => request.deps.delivery.maxScore(request.params.courseId!, request.params.componentId!, request.access!),
  }),
  defineRoute({
    method: 'GET',
    path: ACTIVITY,
    permission: 'course:view',
    summary: "The caller's state at an assessment (initial, resume, review, blocked with the reason and message), attempts used and allowed, opens.",
    deps,
    handler: (request) => request.deps.delivery.state(owner(request), request.access!),
  }),
  defineRoute({
    method: 'POST',
    path: `${ACTIVITY}start/`,
    permission: 'course:view',
    summary: 'Starts an attempt, or re-opens the running one (the spec\'s assessment/resume); a professor\'s attempt is a preview, not graded.',
    // The delivery client sends {}: an empty object is all this call takes.
    body: jsonSchema<Record<string, never>>({ type: 'object', additionalProperties: false }),
    deps,
    handler: (request) => request.deps.delivery.start(owner(request), request.access!),
  }),
  defineRoute({
    method: 'GET',
    path: `${ACTIVITY}attempt/`,
    permission: 'course:view',
    summary: 'The running attempt: its items without their right answers, the responses saved so far, the server deadline.',
    deps,
    handler: (request) => request.deps.delivery.running(owner(request), request.access!),
  }),
  defineRoute({
    method: 'PUT',
    path: `${ACTIVITY}attempt/`,
    permission: 'course:view',
    summary: 'Autosave: merges {responses: {itemId: response}} into the running attempt until its deadline (plus 5 s).',
    body: jsonSchema<ResponsesBody>(responsesSchema),
    deps,
    handler: (request) => request.deps.delivery.save(owner(request), request.access!, request.body.responses),
  }),
  defineRoute({
    method: 'POST',
    path: `${ACTIVITY}submit/`,
    permission: 'course:view',
    summary: 'Submits the running attempt (the spec\'s assessment/submit) by the server clock, recorded in the grade ledger; the score when show_score allows.',
    body: jsonSchema<SubmitBody>({ ...responsesSchema, required: [] }),
    deps,
    handler: (request) => request.deps.delivery.submit(owner(request), request.access!, request.body.responses),
  }),
  defineRoute({
    method: 'GET',
    path: `${ACTIVITY}review/`,
    permission: 'course:view',
    summary: 'A submitted attempt (the latest, or ?number=) with the score, responses and right answers the visibility settings show now.',
    query: jsonSchema<ReviewQuery>({ type: 'object', additionalProperties: false, properties: { number: { type: 'integer', minimum: 1 } } }),
    deps,
    handler: (request) => request.deps.delivery.review(owner(request), request.access!, request.query.number),
  }),
  nextStepRoute,
  ...practiceRoutes,
];
