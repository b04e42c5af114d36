import { coreServices, defineRoute, jsonSchema, type DepsMap, type RouteRequest } from '@lms/sdk';
import type { AttemptOwner } from '../AttemptStore.ts';
import { deliveryServiceRef } from '../deliveryServiceRef.ts';
import { CONFIDENCE_LEVELS, type ConfidenceLevel } from './practiceMessages.ts';
import { PracticeService } from './PracticeService.ts';

const ACTIVITY = 'assessment/delivery/:courseId/:componentId/';

/** The service is a thin view over the database and the delivery service: built per request, nothing to register. */
const deps = { delivery: deliveryServiceRef, db: coreServices.database, clock: coreServices.clock, components: coreServices.components };
type PracticeRequest = RouteRequest<unknown, unknown, typeof deps>;
const practice = ({ deps: d }: { deps: PracticeRequest['deps'] }) => new PracticeService(d.db, d.clock, d.components, d.delivery);

function owner(request: RouteRequest<unknown, unknown, DepsMap>): AttemptOwner {
  return { userId: request.user!.id, courseId: request.params.courseId!, componentId: request.params.componentId! };
}

const itemId = { type: 'string', minLength: 1, maxLength: 64 };

interface ItemBody {
  item_id: string;
}
interface ResponseBody extends ItemBody {
  response: unknown;
}
interface ConfidenceBody extends ItemBody {
  confidence: ConfidenceLevel;
}
interface RetryBody extends ResponseBody {
  number: number;
}

const object = (properties: Record<string, unknown>) => ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties });

/** The practice extras of taking an assessment (README "Delivery (web)": check, hints, confidence, try again). */
export const practiceRoutes = [
  defineRoute({
    method: 'POST',
    path: `${ACTIVITY}attempt/check/`,
    permission: 'course:view',
    summary: "Inline check: saves {item_id, response} into the running attempt and answers {correct} (null for a manually scored Question), when the assessment's inline_check allows now.",
    body: jsonSchema<ResponseBody>(object({ item_id: itemId, response: {} })),
    deps,
    handler: (request) => practice(request).check(owner(request), request.access!, request.body.item_id, request.body.response),
  }),
  defineRoute({
    method: 'POST',
    path: `${ACTIVITY}attempt/hint/`,
    permission: 'course:view',
    summary: "The Question's next hint: {hint, hints_used, hints_total}.",
    body: jsonSchema<ItemBody>(object({ item_id: itemId })),
    deps,
    handler: (request) => practice(request).hint(owner(request), request.access!, request.body.item_id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${ACTIVITY}attempt/confidence/`,
    permission: 'course:view',
    summary: 'How sure the taker is of an answer (low, medium, high), when the assessment collects confidence: {confidence: {itemId: level}}.',
    body: jsonSchema<ConfidenceBody>(object({ item_id: itemId, confidence: { enum: [...CONFIDENCE_LEVELS] } })),
    deps,
    handler: (request) => practice(request).confidence(owner(request), request.access!, request.body.item_id, request.body.confidence),
  }),
  defineRoute({
    method: 'POST',
    path: `${ACTIVITY}review/retry/`,
    permission: 'course:view',
    summary: 'Try again on a Question of a submitted attempt while its review shows the responses (up to 5 per Question, never scored): {correct, tries_used, tries_left}.',
    body: jsonSchema<RetryBody>(object({ number: { type: 'integer', minimum: 1 }, item_id: itemId, response: {} })),
    deps,
    handler: (request) => practice(request).retry(owner(request), request.access!, request.body.number, request.body.item_id, request.body.response),
  }),
];
