import { defineCall, Type } from '@lms/sdk/calls';
import { AdminBundleSchema } from '../schemas/paymentTypes.ts';
import { instructorBundleSchema, routingStateSchema, TaughtCourseSchema } from '../schemas/routingSchemas.ts';

/** Part 2 §7 routing calls, and the auto-bundler (group_set_up) the /routing/{route} screen mounts. */

export const getRoutingState = defineCall({
  method: 'GET',
  path: 'routing/:name',
  summary: "The caller's saved progress in a routing element: {state, params, message}, empty until saved.",
  answer: routingStateSchema,
});

export const saveRoutingState = defineCall({
  method: 'POST',
  path: 'routing/:name',
  summary: "Saves the caller's progress in a routing element (the whole of it).",
  body: routingStateSchema,
  answer: routingStateSchema,
});

export const listTaughtCourses = defineCall({
  method: 'GET',
  path: 'payments/instructor_bundles/courses',
  summary: 'The courses the calling instructor teaches, by title: what the auto-bundler offers.',
  answer: Type.Object({ courses: Type.Array(TaughtCourseSchema) }),
});

export const createInstructorBundle = defineCall({
  method: 'POST',
  path: 'payments/instructor_bundles/',
  summary: 'Creates a bundle of at least two courses the calling instructor teaches.',
  body: instructorBundleSchema,
  answer: Type.Object({ bundle: AdminBundleSchema }),
});
