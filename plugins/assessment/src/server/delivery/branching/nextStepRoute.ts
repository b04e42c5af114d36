import { coreServices, defineRoute, jsonSchema } from '@lms/sdk';
import { BranchingSteps } from './BranchingSteps.ts';

interface NextBody {
  item_id: string;
}

/** Part 2 §3 "adaptive": a branching quiz goes on from the item the taker is on to its next step. */
export const nextStepRoute = defineRoute({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/attempt/next/',
  permission: 'course:view',
  summary: "A branching quiz: scores the saved response of the item the taker is on and answers its next step ({next: itemId | 'end'}), kept on the attempt's path.",
  body: jsonSchema<NextBody>({
    type: 'object',
    required: ['item_id'],
    additionalProperties: false,
    properties: { item_id: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
  }),
  deps: { db: coreServices.database, clock: coreServices.clock, components: coreServices.components },
  handler: ({ params, body, user, access, deps }) =>
    new BranchingSteps(deps.db, deps.clock, deps.components).next({ userId: user!.id, courseId: params.courseId!, componentId: params.componentId! }, access!, body.item_id),
});
