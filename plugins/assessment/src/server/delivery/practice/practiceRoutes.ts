import { coreServices, defineRoute, type RouteRequest } from '@lms/sdk';
import { checkAnswer, retryItem, setConfidence, takeHint } from '../../../calls/deliveryCalls.ts';
import { deliveryServiceRef } from '../deliveryServiceRef.ts';
import { attemptOwner } from '../attemptOwner.ts';
import { PracticeService } from './PracticeService.ts';

/** The service is a thin view over the database and the delivery service: built per request, nothing to register. */
const deps = { delivery: deliveryServiceRef, db: coreServices.database, clock: coreServices.clock, components: coreServices.components };
const practice = ({ deps: d }: { deps: RouteRequest<unknown, unknown, typeof deps>['deps'] }) => new PracticeService(d.db, d.clock, d.components, d.delivery);

/** The practice extras of taking an assessment (README "Delivery (web)": check, hints, confidence, try again). */
export const practiceRoutes = [
  defineRoute(checkAnswer, {
    permission: 'course:view',
    deps,
    handler: (request) => practice(request).check(attemptOwner(request), request.access!, request.body.item_id, request.body.response),
  }),
  defineRoute(takeHint, {
    permission: 'course:view',
    deps,
    handler: (request) => practice(request).hint(attemptOwner(request), request.access!, request.body.item_id),
  }),
  defineRoute(setConfidence, {
    permission: 'course:view',
    deps,
    handler: (request) => practice(request).confidence(attemptOwner(request), request.access!, request.body.item_id, request.body.confidence),
  }),
  defineRoute(retryItem, {
    permission: 'course:view',
    deps,
    handler: (request) => practice(request).retry(attemptOwner(request), request.access!, request.body.number, request.body.item_id, request.body.response),
  }),
];
