import { defineRoute } from '@lms/sdk';
import { deepLink, launchTool } from '../calls/launchCalls.ts';
import { launchesRef } from './services.ts';

const deps = { launches: launchesRef };

/** Part 2 §7 GET lti_launch_tool/{c}/{l}/{p}/{componentId} and lti_deeplink/{courseId}/{lessonId}/{pageId}/{componentId}. */
export const launchRoutes = [
  // Anyone who may see the component launches its tool, as the role they have in the course.
  defineRoute(launchTool, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, origin, deps }) =>
      deps.launches.begin({ courseId: params.courseId, componentId: params.componentId, user: user!, access: access!, messageType: 'LtiResourceLinkRequest', origin }),
  }),
  // Picking the tool's content changes the component: its editors only.
  defineRoute(deepLink, {
    permission: 'course:edit',
    deps,
    handler: ({ params, user, access, origin, deps }) =>
      deps.launches.begin({ courseId: params.courseId, componentId: params.componentId, user: user!, access: access!, messageType: 'LtiDeepLinkingRequest', origin }),
  }),
];
