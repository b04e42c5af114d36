import { coreServices, defineRoute } from '@lms/sdk';
import { nextStep } from '../../../calls/deliveryCalls.ts';
import { attemptOwner } from '../attemptOwner.ts';
import { BranchingSteps } from './BranchingSteps.ts';

/** Part 2 §3 "adaptive": a branching quiz goes on from the item the taker is on to its next step. */
export const nextStepRoute = defineRoute(nextStep, {
  permission: 'course:view',
  deps: { db: coreServices.database, clock: coreServices.clock, components: coreServices.components },
  handler: (request) => new BranchingSteps(request.deps.db, request.deps.clock, request.deps.components).next(attemptOwner(request), request.access!, request.body.item_id),
});
