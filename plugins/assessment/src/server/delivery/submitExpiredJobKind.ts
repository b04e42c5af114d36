import { defineJobKind } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

/** The job `submit-expired`: a timed attempt left running, handed in at its deadline (see DeliveryService.submitExpired). */
export const submitExpiredKind = defineJobKind(
  'submit-expired',
  Type.Object({ userId: Type.String(), courseId: Type.String(), componentId: Type.String(), attemptId: Type.String() }),
);

export type ExpiredAttempt = Static<typeof submitExpiredKind.payload>;
