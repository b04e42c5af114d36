import { defineRoute } from '@lms/sdk';
import { getResumeDefaults, listActivities, saveActivities, saveDefaults } from '../calls/activitySettingsCalls.ts';
import { activityListRef, activityWriterRef, courseDefaultsRef } from './services.ts';

/** Who may: instructors, assistants with manager rights, site administrators (part 3 §6 assistants_no_mgr_rights). */
const permission = 'course:manage';

/** The activity settings calls at the spec's paths (part 3 §7 "Activity settings and rollup"). */
export const activitySettingsRoutes = [
  defineRoute(listActivities, {
    permission,
    deps: { list: activityListRef },
    handler: ({ params, query, deps }) => deps.list.page(params.courseId, query.filter ?? '', query.page ?? 1),
  }),
  defineRoute(saveActivities, {
    permission,
    deps: { writer: activityWriterRef },
    handler: async ({ params, body, user, deps }) => ({ status: 'OK' as const, ...(await deps.writer.save(params.courseId, body, user!.id)) }),
  }),
  defineRoute(saveDefaults, {
    permission,
    deps: { defaults: courseDefaultsRef },
    handler: async ({ params, body, user, deps }) => ({ status: 'OK' as const, defaults: await deps.defaults.save(params.courseId, body, user!.id) }),
  }),
  defineRoute(getResumeDefaults, {
    permission,
    deps: { defaults: courseDefaultsRef },
    handler: async ({ params, deps }) => {
      const defaults = await deps.defaults.get(params.courseId);
      // Re-opening is blocked by default while the course sets no re-opening attempts.
      return { blocked: defaults.resume_max_attempts === null, default: defaults.resume_max_attempts, submission_attempt_override: defaults.submission_attempt_override };
    },
  }),
];
