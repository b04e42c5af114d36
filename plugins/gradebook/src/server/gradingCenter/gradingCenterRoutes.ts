import { coreServices, defineRoute } from '@lms/sdk';
import { getGradingCenter } from '../../calls/gradingCenterCalls.ts';
import { waitingActivities } from './waitingActivities.ts';

/** Part 3 §2 grading_center: staff of the course. */
export const gradingCenterRoutes = [
  defineRoute(getGradingCenter, {
    permission: 'course:professor',
    deps: { records: coreServices.gradebookRecords },
    handler: async ({ params, deps }) => ({ activities: await waitingActivities(deps.records, params.courseId) }),
  }),
];
