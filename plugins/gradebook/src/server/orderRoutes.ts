import { defineRoute } from '@lms/sdk';
import { getActivityOrder, saveActivityOrder } from '../calls/orderCalls.ts';
import { activityOrderRef } from './services.ts';

const deps = { order: activityOrderRef };

/** Issue 18 activity_reorder: course managers (instructors, assistants with manager rights, site administrators) read and save the column order. */
export const orderRoutes = [
  defineRoute(getActivityOrder, {
    permission: 'course:manage',
    deps,
    handler: ({ params, deps }) => deps.order.order(params.courseId),
  }),
  defineRoute(saveActivityOrder, {
    permission: 'course:manage',
    deps,
    handler: ({ params, body, deps }) => deps.order.save(params.courseId, body.activities),
  }),
];
