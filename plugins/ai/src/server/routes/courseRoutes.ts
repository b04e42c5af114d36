import { coreServices, defineRoute } from '@lms/sdk';
import { draftCourseDescription, getCourseAiChoices, getCourseAiConfig, getCourseUsage, getSavedDescription, listFlaggedMessages, saveCourseAgent, saveDescription, descriptionToCatalog } from '../../calls/courseAiCalls.ts';
import { agentsRef, courseConfigsRef, courseDescriptionRef, flaggedRef, personasRef, providerRef, savedDescriptionsRef, sourcesRef, usageRef } from '../services.ts';

/** The course AI manager (/{courseId}/ai_manager): the course's editors. */
export const courseRoutes = [
  defineRoute(getCourseAiConfig, {
    permission: 'course:edit',
    deps: { configs: courseConfigsRef, provider: providerRef },
    handler: async ({ params, deps }) => ({ ...(await deps.configs.settings(params.courseId)), provider_configured: (await deps.provider.config()) !== null }),
  }),
  defineRoute(getCourseAiChoices, {
    permission: 'course:edit',
    deps: { configs: courseConfigsRef, agents: agentsRef, personas: personasRef, sources: sourcesRef },
    handler: async ({ params, deps }) => {
      const [config, agents, personas, sources] = await Promise.all([deps.configs.settings(params.courseId), deps.agents.list(), deps.personas.list(), deps.sources.list()]);
      return {
        agents: agents
          .filter((agent) => agent.published || agent.agent_alias_id === config.agent_alias_id)
          .map(({ agent_alias_id, title, published }) => ({ agent_alias_id, title, published })),
        personas: personas.map(({ _id, name, teaching_style }) => ({ _id, name, teaching_style })),
        sources: sources
          .filter((source) => source.status === 'ready' || config.sources.includes(source.uuid))
          .map(({ uuid, title, author, status }) => ({ uuid, title, author, status })),
      };
    },
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
  defineRoute(getSavedDescription, { permission: 'course:edit', deps: { saved: savedDescriptionsRef }, handler: ({ params, user, deps }) => deps.saved.saved(params.courseId, user!) }),
  defineRoute(saveDescription, {
    permission: 'course:edit',
    deps: { saved: savedDescriptionsRef },
    handler: ({ params, body, user, deps }) => deps.saved.save(params.courseId, body.description, user!),
  }),
  defineRoute(descriptionToCatalog, {
    permission: 'course:edit',
    deps: { saved: savedDescriptionsRef },
    handler: ({ params, body, user, deps }) => deps.saved.useForCatalog(params.courseId, body.description, user!),
  }),
  defineRoute(getCourseUsage, {
    permission: 'course:edit',
    deps: { usage: usageRef, clock: coreServices.clock },
    handler: ({ params, query, deps }) => deps.usage.days(params.courseId, deps.clock.now(), query.days ?? 30),
  }),
  defineRoute(listFlaggedMessages, { permission: 'course:edit', deps: { flagged: flaggedRef }, handler: ({ params, deps }) => deps.flagged.list(params.courseId) }),
];
