import { defineCall } from '@lms/sdk/calls';
import { LoginInitiationSchema } from '../schemas/launchBodies.ts';

/** Part 2 §7: an iframe component's tool launched, or asked for content (deep linking). */

export const launchTool = defineCall({
  method: 'GET',
  path: 'lti_launch_tool/:courseId/:lessonId/:pageId/:componentId',
  summary: 'Begins an LTI 1.3 resource-link launch of the iframe component’s tool: answers the tool’s OIDC login initiation address and fields.',
  answer: LoginInitiationSchema,
});

export const deepLink = defineCall({
  method: 'GET',
  path: 'lti_deeplink/:courseId/:lessonId/:pageId/:componentId',
  summary: 'Begins an LTI 1.3 deep-linking request from the component editor: answers the tool’s OIDC login initiation address and fields (the component must be saved first).',
  answer: LoginInitiationSchema,
});
