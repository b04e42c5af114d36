import { defineCall, Type } from '@lms/sdk/calls';

/**
 * The lti-tools plugin's calls this plugin makes (part 2 §7), declared by path
 * without importing that plugin: the answers hold only what the iframe reads.
 * Their server side is plugins/lti_tools/src/calls/.
 */

const LoginInitiationSchema = Type.Object({ url: Type.String(), fields: Type.Record(Type.String(), Type.String()) });

export const launchTool = defineCall({
  method: 'GET',
  path: 'lti_launch_tool/:courseId/:lessonId/:pageId/:componentId',
  summary: 'Begins an LTI 1.3 launch of the component’s tool: its OIDC login initiation address and fields (lti-tools plugin).',
  answer: LoginInitiationSchema,
});

export const deepLink = defineCall({
  method: 'GET',
  path: 'lti_deeplink/:courseId/:lessonId/:pageId/:componentId',
  summary: 'Begins an LTI 1.3 deep-linking request from the editor (lti-tools plugin).',
  answer: LoginInitiationSchema,
});

export const toolProviders = defineCall({
  method: 'GET',
  path: 'lti_tool_providers',
  summary: 'The registered LTI tools (lti-tools plugin).',
  answer: Type.Object({ tool_providers: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), deep_link_url: Type.Union([Type.String(), Type.Null()]) })) }),
});
