import { coreServices, defineRoute } from '@lms/sdk';
import { draftCourseDescription, getCourseAiConfig, getCourseUsage, listFlaggedMessages, saveCourseAgent } from '../../calls/courseAiCalls.ts';
import { courseConfigsRef, courseDescriptionRef, flaggedRef, providerRef, usageRef } from '../services.ts';

/** The course AI manager (/{courseId}/ai_manager): the course's editors. */
export const courseRoutes = [
  defineRoute(getCourseAiConfig, {
    permission: 'course:edit',
    deps: { configs: courseConfigsRef, provider: providerRef },
    handler: async ({ params, deps }) => ({ ...(await deps.configs.settings(params.courseId)), provider_configured: (await deps.provider.config()) !== null }),
  }),
  defineRoute(saveCourseAgent, {
    permission: 'course:edit',
    courseInBody: 'course_id',
    deps: { configs: courseConfigsRef, provider: providerRef },
    handler: async ({ body, deps }) => ({ ...(await deps.configs.save(body)), provider_configured: (await deps.provider.config()) !== null }),
  }),
  defineRoute(draftCourseDescription, {
    permission: 'course:edit',
    courseInBody: 'course_id',
    rateLimit: { bucket: 'ai-description', key: 'user', points: 20, durationSeconds: 60 },
    deps: { description: courseDescriptionRef },
    handler: ({ body, deps }) => deps.description.draft(body.course_id),
  }),
  defineRoute(getCourseUsage, {
    permission: 'course:edit',
    deps: { usage: usageRef, clock: coreServices.clock },
    handler: ({ params, query, deps }) => deps.usage.days(params.courseId, deps.clock.now(), query.days ?? 30),
  }),
  defineRoute(listFlaggedMessages, { permission: 'course:edit', deps: { flagged: flaggedRef }, handler: ({ params, deps }) => deps.flagged.list(params.courseId) }),
];
