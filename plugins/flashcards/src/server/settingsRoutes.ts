import { coreServices, defineRoute } from '@lms/sdk';
import { getSchedulerSettings, saveSchedulerSettings } from '../calls/reviewCalls.ts';
import { routeLearner } from './caller.ts';
import { schedulerSettingsRef } from './services.ts';

/** Each course's FSRS parameters: read by anyone in the course, set by its instructors (course:edit). */
export const settingsRoutes = [
  defineRoute(getSchedulerSettings, {
    permission: 'course:view',
    deps: { settings: schedulerSettingsRef },
    handler: ({ params, deps }) => deps.settings.get(params.courseId),
  }),
  defineRoute(saveSchedulerSettings, {
    permission: 'course:edit',
    deps: { settings: schedulerSettingsRef, clock: coreServices.clock },
    handler({ params, body, user, access, deps }) {
      const editor = routeLearner(user, access);
      return deps.settings.save(params.courseId, body, editor.user.id, deps.clock.now());
    },
  }),
];
